import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { LinkButton } from "@/components/ui/links";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <Box
      component="main"
      sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 3, textAlign: "center" }}
    >
      <Box>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800 }}>
          404
        </Typography>
        <Typography sx={{ mt: 1, mb: 3 }} color="text.secondary">
          {t("text")}
        </Typography>
        <LinkButton href="/" variant="contained">
          {t("back")}
        </LinkButton>
      </Box>
    </Box>
  );
}
