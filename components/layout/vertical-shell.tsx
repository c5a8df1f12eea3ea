"use client";
import type { ReactNode } from "react";
import { useTheme } from "@mui/material/styles";
import Box from "@mui/material/Box";
import { NavSlideOver } from "@/components/layout/nav-slide-over";
import { NavigationToggle } from "@/components/layout/navigation-toggle";
import { ShellFooter } from "@/components/layout/shell-footer";
import { DENSE_WIDTH, toneSx } from "@/components/layout/shell-layouts";
import { ShellMain } from "@/components/layout/shell-main";
import { VerticalNavBody, type VerticalNavBodyProps } from "@/components/layout/vertical-nav-body";
import type { NavAppearance } from "@/components/layout/vertical-navigation";

/** A layout with a side navigation (a slide-over below md) beside the top bar and the page. */
export function VerticalShell({
  topBar,
  footerText,
  children,
  ...navBody
}: Omit<VerticalNavBodyProps, "appearance"> & { topBar: ReactNode; footerText: string; children: ReactNode }) {
  const { layout, config, nav } = navBody;
  const theme = useTheme();
  const appearance: NavAppearance =
    layout === "dense" && nav.isDense && !nav.isSmallScreen ? "thin" : config.appearance;
  const width = layout === "dense" && nav.isDense ? DENSE_WIDTH : config.width;

  return (
    <Box data-layout={layout} sx={{ minHeight: "100dvh", display: "flex", bgcolor: "background.default" }}>
      <NavSlideOver
        open={nav.isSmallScreen && nav.isDrawerOpen}
        onClose={nav.closeDrawer}
        paperSx={{ width: 280, display: "flex", flexDirection: "column", ...toneSx(config.tone) }}
      >
        <VerticalNavBody {...navBody} appearance={appearance} />
      </NavSlideOver>
      <Box
        sx={{
          width,
          flex: "none",
          position: "sticky",
          top: 0,
          height: "100dvh",
          display: { xs: "none", md: nav.isSidebarOpen ? "flex" : "none" },
          flexDirection: "column",
          transition: theme.transitions.create("width"),
          ...toneSx(config.tone),
          "@media print": { display: "none" },
        }}
      >
        <VerticalNavBody {...navBody} appearance={appearance} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Box
          component="header"
          sx={{
            position: "sticky",
            top: 0,
            zIndex: theme.zIndex.appBar,
            display: "flex",
            alignItems: "center",
            gap: 0.5,
            minHeight: 64,
            px: { xs: 1, sm: 2 },
            bgcolor: "background.paper",
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <NavigationToggle isOpen={nav.isNavOpen} onToggle={nav.toggleNavigation} />
          <Box sx={{ flex: 1 }} />
          {topBar}
        </Box>
        <ShellMain maxWidth="xl">{children}</ShellMain>
        <ShellFooter text={footerText} />
      </Box>
    </Box>
  );
}
