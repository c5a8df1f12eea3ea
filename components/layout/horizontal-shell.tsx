"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { HorizontalHeader } from "@/components/layout/horizontal-header";
import { NavSlideOver } from "@/components/layout/nav-slide-over";
import { NavigationToggle } from "@/components/layout/navigation-toggle";
import { ShellFooter } from "@/components/layout/shell-footer";
import { ShellMain } from "@/components/layout/shell-main";
import { toneSx, type HorizontalConfig } from "@/components/layout/shell-layouts";
import type { ShellNavigation } from "@/components/layout/use-shell-navigation";
import { VerticalNavigation } from "@/components/layout/vertical-navigation";
import { Logo } from "@/components/ui/logo";
import type { LayoutName } from "@/lib/shell/layout-resolution";
import type { Navigation } from "@/lib/shell/navigation-types";

/** A layout with the navigation in the top area; below md the default menu slides over instead. */
export function HorizontalShell({
  layout,
  config,
  navigation,
  nav,
  topBar,
  footerText,
  children,
}: {
  layout: LayoutName;
  config: HorizontalConfig;
  navigation: Navigation;
  nav: ShellNavigation;
  topBar: ReactNode;
  footerText: string;
  children: ReactNode;
}) {
  const t = useTranslations("shell");
  return (
    <Box
      data-layout={layout}
      sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}
    >
      <NavSlideOver
        open={nav.isSmallScreen && nav.isDrawerOpen}
        onClose={nav.closeDrawer}
        paperSx={{ width: 280, ...toneSx("light") }}
      >
        <Box sx={{ p: 2.5 }}>
          <Logo />
        </Box>
        <Box component="nav" aria-label={t("navigation")}>
          <VerticalNavigation items={navigation.default} onNavigate={nav.closeDrawer} />
        </Box>
      </NavSlideOver>
      <HorizontalHeader
        style={config.style}
        items={navigation.horizontal}
        isNavigationShown={nav.isSidebarOpen}
        toggleNavigation={<NavigationToggle isOpen={nav.isNavOpen} onToggle={nav.toggleNavigation} />}
        topBar={topBar}
      />
      <ShellMain maxWidth={config.style === "centered" ? "lg" : "xl"}>{children}</ShellMain>
      <ShellFooter text={footerText} />
    </Box>
  );
}
