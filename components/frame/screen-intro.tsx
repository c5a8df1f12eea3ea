import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

/** The heading of the specification's empty sample page (/pages/example): a title and one line. */
export async function ScreenIntro({ screen }: { screen: "example" }) {
  const t = await getTranslations("pages");
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em", mb: 1 }}>
        {t(`${screen}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(`${screen}.text`)}
      </Typography>
    </>
  );
}
