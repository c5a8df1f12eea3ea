"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useTheme } from "@mui/material/styles";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { HorizontalNavigation } from "@/components/layout/horizontal-navigation";
import type { HorizontalConfig } from "@/components/layout/shell-layouts";
import { Logo } from "@/components/ui/logo";
import type { NavigationItem } from "@/lib/shell/navigation-types";

/**
 * The sticky header of a horizontal layout: the menu button, the logo and the top bar, with the
 * navigation in the same row (modern) or in a band under it (the others) from md up.
 */
export function HorizontalHeader({
  style,
  items,
  isNavigationShown,
  toggleNavigation,
  topBar,
}: {
  style: HorizontalConfig["style"];
  items: NavigationItem[];
  isNavigationShown: boolean;
  toggleNavigation: ReactNode;
  topBar: ReactNode;
}) {
  const t = useTranslations("shell");
  const theme = useTheme();
  const isDark = style === "enterprise";
  const isColoured = style === "material";
  return (
    <Box
      component="header"
      sx={{
        position: "sticky",
        top: 0,
        zIndex: theme.zIndex.appBar,
        ...(isDark
          ? { bgcolor: "#111827", color: "#f9fafb" }
          : isColoured
            ? {
                bgcolor: "primary.main",
                color: "primary.contrastText",
                // The dark scheme's primary is light: a dark band with a primary edge keeps white icons readable.
                ...theme.applyStyles("dark", {
                  bgcolor: "background.paper",
                  color: "text.primary",
                  borderBottom: 2,
                  borderColor: "primary.main",
                }),
              }
            : { bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }),
      }}
    >
      <Container
        maxWidth={style === "centered" ? "lg" : "xl"}
        // Controls take the header's own text colour (light on the dark and coloured headers),
        // and on a phone the bar's padding shrinks so all of them fit.
        sx={{
          display: "flex",
          alignItems: "center",
          gap: { xs: 0, sm: 1 },
          minHeight: 64,
          px: { xs: 1, sm: 2 },
          "& .MuiIconButton-root": { color: "inherit" },
        }}
      >
        {toggleNavigation}
        {/* On a phone the top bar's controls need the whole width. */}
        <Box sx={{ display: { xs: "none", sm: "block" }, "& .brand-name": { display: { xs: "none", md: "inline" } } }}>
          <Logo inverted={isDark || isColoured} />
        </Box>
        {style === "modern" && isNavigationShown && (
          <Box sx={{ ml: 2, flex: 1, minWidth: 0, display: { xs: "none", md: "block" } }}>
            <HorizontalNavigation items={items} label={t("navigation")} />
          </Box>
        )}
        <Box sx={{ flex: { xs: 1, md: style === "modern" && isNavigationShown ? "none" : 1 } }} />
        {topBar}
      </Container>
      {style !== "modern" && isNavigationShown && (
        <Box
          sx={{
            display: { xs: "none", md: "block" },
            borderTop: 1,
            borderColor: isDark || isColoured ? "rgba(255,255,255,0.12)" : "divider",
          }}
        >
          <Container maxWidth={style === "centered" ? "lg" : "xl"} sx={{ py: 0.75 }}>
            <HorizontalNavigation items={items} label={t("navigation")} />
          </Container>
        </Box>
      )}
    </Box>
  );
}
