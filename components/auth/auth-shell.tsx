import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { LanguageSelect } from "@/components/ui/language-select";
import { Logo } from "@/components/ui/logo";

/** The empty layout of the auth screens: the form on the left, the product on the right (md and up). */
export async function AuthShell({ children }: { children: ReactNode }) {
  const t = await getTranslations("auth.brand");
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", bgcolor: "background.default" }}>
      <Paper
        component="main"
        square
        elevation={0}
        sx={{
          flex: { xs: 1, md: "0 0 auto" },
          width: { md: 540 },
          display: "flex",
          flexDirection: "column",
          px: { xs: 3, sm: 6 },
          py: { xs: 3, sm: 5 },
          borderRight: { md: 1 },
          borderColor: { md: "divider" },
        }}
      >
        <Box
          sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: { xs: 4, sm: 6 } }}
        >
          <Logo />
          <LanguageSelect />
        </Box>
        <Box sx={{ width: "100%", maxWidth: 400, mx: { xs: "auto", md: 0 }, flex: 1 }}>{children}</Box>
      </Paper>
      <Box
        aria-hidden
        sx={{
          display: { xs: "none", md: "flex" },
          flex: 1,
          alignItems: "center",
          px: 8,
          color: "#fff",
          background: "linear-gradient(135deg, #1e1b4b 0%, #312e81 45%, #4f46e5 100%)",
          position: "relative",
          overflow: "hidden",
        }}
      >
        <Box sx={{ position: "relative", zIndex: 1, maxWidth: 520 }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800, lineHeight: 1.15, mb: 2 }}>
            {t("headline")}
          </Typography>
          <Typography sx={{ fontSize: 18, opacity: 0.85 }}>{t("text")}</Typography>
        </Box>
        <Box
          sx={{
            position: "absolute",
            right: -120,
            bottom: -120,
            width: 420,
            height: 420,
            borderRadius: "50%",
            border: "60px solid rgba(255,255,255,0.06)",
          }}
        />
        <Box
          sx={{
            position: "absolute",
            right: 80,
            top: -60,
            width: 220,
            height: 220,
            borderRadius: "50%",
            bgcolor: "rgba(255,255,255,0.05)",
          }}
        />
      </Box>
    </Box>
  );
}
