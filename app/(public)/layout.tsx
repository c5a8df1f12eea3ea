import type { ReactNode } from "react";
import NextLink from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Logo } from "@/components/ui/logo";
import { LinkButton } from "@/components/ui/links";
import { getCurrentSession } from "@/lib/auth/current-user";

// Public pages (no sign-in needed): the audience's first look at the product. Kept light: a
// header, the page, a footer — no shell, no navigation data, no client state of its own.
export default async function PublicLayout({ children }: { children: ReactNode }) {
  // The root layout has already read the session for this render (React cache), so this costs nothing.
  const [t, tApp, session, messages] = await Promise.all([
    getTranslations("public.layout"),
    getTranslations("app"),
    getCurrentSession(),
    clientMessages(CLIENT_NAMESPACES.public),
  ]);
  const isSignedIn = Boolean(session && !session.claims.locked);
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default", display: "flex", flexDirection: "column" }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
        <Container maxWidth="lg" sx={{ display: "flex", alignItems: "center", gap: { xs: 0.5, sm: 1 }, py: 1.25 }}>
          {/* On a phone the mark alone leaves room for both links in every language. */}
          <Box sx={{ display: "flex", "& .brand-name": { display: { xs: "none", sm: "inline" } } }}>
            <NextLink href="/home" aria-label={t("home")} style={{ textDecoration: "none", display: "flex" }}>
              <Logo />
            </NextLink>
          </Box>
          <Box sx={{ flex: 1 }} />
          <LinkButton href="/home" color="inherit" sx={{ px: { xs: 1, sm: 1.5 }, whiteSpace: "nowrap" }}>
            {t("browse")}
          </LinkButton>
          {isSignedIn ? (
            <LinkButton
              href="/pages/dashboard"
              variant="contained"
              sx={{ px: { xs: 1.5, sm: 2 }, whiteSpace: "nowrap" }}
            >
              {t("dashboard")}
            </LinkButton>
          ) : (
            <LinkButton href="/sign-in" variant="outlined" sx={{ px: { xs: 1.5, sm: 2 }, whiteSpace: "nowrap" }}>
              {t("signIn")}
            </LinkButton>
          )}
        </Container>
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
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
