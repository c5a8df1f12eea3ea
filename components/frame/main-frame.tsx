import type { ReactNode } from "react";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Logo } from "@/components/ui/logo";
import { LanguageSelect } from "@/components/ui/language-select";
import { MainNav, type NavItem } from "@/components/frame/main-nav";
import { LinkButton } from "@/components/ui/links";

/**
 * A plain frame around the signed-in screens: logo, the product's navigation, the user and the
 * active account. The full shell (layouts, top bar panels, quick chat) replaces it.
 */
export async function MainFrame({
  user,
  accountName,
  isVendorsEnabled,
  children,
}: {
  user: { displayName: string; email: string; avatar: string | null };
  accountName: string;
  isVendorsEnabled: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations("nav");
  const tApp = await getTranslations("app");
  const items: NavItem[] = [
    { href: "/pages/dashboard", label: t("dashboard") },
    { href: "/pages/events", label: t("events") },
    { href: "/pages/calendar", label: t("calendar") },
    { href: "/pages/stripe", label: t("payments") },
    { href: "/pages/analytics", label: t("analytics") },
    { href: "/pages/settings", label: t("settings") },
    ...(isVendorsEnabled ? [{ href: "/pages/vendors", label: t("vendors") }] : []),
  ];
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <Box component="header" sx={{ bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }}>
        <Container maxWidth="xl" sx={{ display: "flex", alignItems: "center", gap: 2, pt: 1.5, flexWrap: "wrap" }}>
          <NextLink href="/pages/dashboard" style={{ textDecoration: "none" }}>
            <Logo />
          </NextLink>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: { xs: "none", sm: "block" } }}>
            <LanguageSelect />
          </Box>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
            <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: "primary.main" }}>
              {user.displayName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Box sx={{ display: { xs: "none", md: "block" }, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.2 }} noWrap data-testid="frame-user-name">
                {user.displayName}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap data-testid="frame-account-name">
                {accountName}
              </Typography>
            </Box>
            <LinkButton href="/sign-out" variant="outlined" size="small" color="inherit">
              {t("signOut")}
            </LinkButton>
          </Box>
        </Container>
        <Container maxWidth="xl">
          <MainNav items={items} label={t("mainNavigation")} />
        </Container>
      </Box>
      <Box component="main" sx={{ flex: 1, py: { xs: 3, md: 5 } }}>
        <Container maxWidth="xl">{children}</Container>
      </Box>
      <Box component="footer" sx={{ py: 2, textAlign: "center", color: "text.secondary", fontSize: 14 }}>
        {tApp("footer", { year: new Date().getFullYear(), provider: process.env.NEXT_PUBLIC_PROVIDER_NAME || tApp("provider") })}
      </Box>
    </Box>
  );
}
