import type { ReactNode } from "react";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Logo } from "@/components/ui/logo";
import { LinkButton } from "@/components/ui/links";
import { AccountLink } from "@/components/public/account-link";
import { PublicLanguageMenu } from "@/components/public/public-language-menu";

// The public pages' frame: a header, the page, a footer — no shell, no navigation data. It reads
// no session or cookie, so the cached pages (app/[locale]) can use it: whether the visitor is
// signed in ("Dashboard" or "Sign in") is decided in the browser.
export async function PublicFrame({ children }: { children: ReactNode }) {
  const [t, tApp] = await Promise.all([getTranslations("public.layout"), getTranslations("app")]);
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default", display: "flex", flexDirection: "column" }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
        <Container maxWidth="lg" sx={{ display: "flex", alignItems: "center", gap: { xs: 0.5, sm: 1 }, py: 1.25 }}>
          {/* On a phone the mark alone leaves room for the links in every language. */}
          <Box sx={{ display: "flex", "& .brand-name": { display: { xs: "none", sm: "inline" } } }}>
            <NextLink href="/home" aria-label={t("home")} style={{ textDecoration: "none", display: "flex" }}>
              <Logo />
            </NextLink>
          </Box>
          <Box sx={{ flex: 1 }} />
          <LinkButton href="/home" color="inherit" sx={{ px: { xs: 1, sm: 1.5 }, whiteSpace: "nowrap" }}>
            {t("browse")}
          </LinkButton>
          <PublicLanguageMenu />
          <AccountLink signInLabel={t("signIn")} dashboardLabel={t("dashboard")} />
        </Container>
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", bgcolor: "background.paper", py: 3 }}>
        <Container
          maxWidth="lg"
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "space-between", alignItems: "center" }}
        >
          <Typography variant="body2" color="text.secondary">
            {tApp("footer", {
              year: new Date().getFullYear(),
              provider: process.env.NEXT_PUBLIC_PROVIDER_NAME || tApp("provider"),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("poweredBy")}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
