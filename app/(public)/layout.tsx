import type { ReactNode } from "react";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { Logo } from "@/components/ui/logo";
import { LinkButton } from "@/components/ui/links";

// Public pages (no sign-in needed): the audience's first look at the product.
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("public.home");
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
        <Container maxWidth="lg" sx={{ display: "flex", alignItems: "center", gap: 2, py: 1.5 }}>
          <NextLink href="/home" style={{ textDecoration: "none" }}>
            <Logo />
          </NextLink>
          <Box sx={{ flex: 1 }} />
          <LinkButton href="/sign-in" color="inherit">
            {t("signIn")}
          </LinkButton>
        </Container>
      </Box>
      <Box component="main">{children}</Box>
    </Box>
  );
}
