"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { HorizontalShell } from "@/components/layout/horizontal-shell";
import { LAYOUTS } from "@/components/layout/shell-layouts";
import type { ShellUser } from "@/components/layout/shell-user-block";
import { useShellNavigation } from "@/components/layout/use-shell-navigation";
import { VerticalShell } from "@/components/layout/vertical-shell";
import type { LayoutName } from "@/lib/shell/layout-resolution";
import type { Navigation } from "@/lib/shell/navigation-types";

export type { ShellUser } from "@/components/layout/shell-user-block";

/**
 * Every full layout of the shell (spec section 2): vertical ones with a side navigation, horizontal
 * ones with the navigation in the top area. Below md the navigation is a slide-over with an
 * overlay; in print it is hidden. The element carries `data-layout`.
 */
export function AppShell({
  layout,
  navigation,
  user,
  accountName,
  topBar,
  footerText,
  children,
}: {
  layout: LayoutName;
  navigation: Navigation;
  user: ShellUser;
  accountName: string;
  topBar: ReactNode;
  footerText: string;
  children: ReactNode;
}) {
  // Held here, above the layouts, so a change of layout keeps the navigation open or closed.
  const nav = useShellNavigation();

  if (layout === "empty") {
    return (
      <Box data-layout="empty" sx={{ minHeight: "100dvh" }}>
        {children}
      </Box>
    );
  }

  const config = LAYOUTS[layout];
  if (config.kind === "horizontal") {
    return (
      <HorizontalShell
        layout={layout}
        config={config}
        navigation={navigation}
        nav={nav}
        topBar={topBar}
        footerText={footerText}
      >
        {children}
      </HorizontalShell>
    );
  }
  return (
    <VerticalShell
      layout={layout}
      config={config}
      navigation={navigation}
      nav={nav}
      user={user}
      accountName={accountName}
      topBar={topBar}
      footerText={footerText}
    >
      {children}
    </VerticalShell>
  );
}
