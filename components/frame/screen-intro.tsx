import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";
import { getTranslations } from "next-intl/server";

type ScreenKey = "dashboard" | "events" | "calendar" | "payments" | "example" | "analytics" | "settings" | "vendors";

/** The heading of a main-group screen and, until the screen is built, what it will hold. */
export async function ScreenIntro({ screen }: { screen: ScreenKey }) {
  const t = await getTranslations("pages");
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em", mb: 1 }}>
        {t(`${screen}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(`${screen}.text`)}
      </Typography>
      {screen !== "example" && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 5 }, display: "flex", alignItems: "center", gap: 2, color: "text.secondary" }}
        >
          <ConstructionOutlined aria-hidden />
          <Typography>{t("comingSoon")}</Typography>
        </Paper>
      )}
    </>
  );
}
