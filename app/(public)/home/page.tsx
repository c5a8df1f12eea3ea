import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LinkButton } from "@/components/ui/links";

export default async function HomePage() {
  const t = await getTranslations("public.home");
  return (
    <>
      <Box sx={{ py: { xs: 6, md: 10 }, background: "linear-gradient(135deg, #1e1b4b 0%, #312e81 50%, #4f46e5 100%)", color: "#fff" }}>
        <Container maxWidth="lg">
          <Typography variant="h2" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.03em", fontSize: { xs: 36, md: 56 }, maxWidth: 720 }}>
            {t("title")}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: 17, md: 20 }, opacity: 0.85, maxWidth: 640 }}>{t("text")}</Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 4 }}>
            <LinkButton href="/sign-up" variant="contained" size="large" sx={{ bgcolor: "#fff", color: "#312e81", "&:hover": { bgcolor: "#e0e7ff" } }}>
              {t("forHosts")}
            </LinkButton>
            <LinkButton href="/sign-in" variant="outlined" size="large" sx={{ color: "#fff", borderColor: "rgba(255,255,255,0.5)" }}>
              {t("signIn")}
            </LinkButton>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center", color: "text.secondary" }}>
          {t("noEvents")}
        </Paper>
      </Container>
    </>
  );
}
