"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import type { VerticalConfig } from "@/components/layout/shell-layouts";
import { ShellUserBlock, type ShellUser } from "@/components/layout/shell-user-block";
import type { ShellNavigation } from "@/components/layout/use-shell-navigation";
import { VerticalNavHeader } from "@/components/layout/vertical-nav-header";
import { VerticalNavigation, type NavAppearance } from "@/components/layout/vertical-navigation";
import type { LayoutName } from "@/lib/shell/layout-resolution";
import type { Navigation } from "@/lib/shell/navigation-types";

export type VerticalNavBodyProps = {
  layout: LayoutName;
  config: VerticalConfig;
  navigation: Navigation;
  nav: ShellNavigation;
  user: ShellUser;
  accountName: string;
  appearance: NavAppearance;
};

/** What the side bar and the slide-over both hold: the head, the menu and, in some layouts, the user. */
export function VerticalNavBody({
  layout,
  config,
  navigation,
  nav,
  user,
  accountName,
  appearance,
}: VerticalNavBodyProps) {
  const t = useTranslations("shell");
  const isNarrow = appearance !== "default";
  return (
    <>
      <VerticalNavHeader
        config={config}
        isNarrow={isNarrow}
        canFold={layout === "dense" && !nav.isSmallScreen}
        onFoldChange={nav.setDenseChoice}
        user={user}
        accountName={accountName}
      />
      <Box component="nav" aria-label={t("navigation")} sx={{ flex: 1, overflowY: "auto", scrollbarWidth: "thin" }}>
        <VerticalNavigation
          items={navigation[config.menu]}
          appearance={nav.isSmallScreen ? "default" : appearance}
          onNavigate={nav.isSmallScreen ? nav.closeDrawer : undefined}
        />
      </Box>
      {config.footer === "user" && (
        <Box sx={{ borderTop: 1, borderColor: "rgba(255,255,255,0.15)" }}>
          <ShellUserBlock user={user} isNarrow={isNarrow} />
        </Box>
      )}
    </>
  );
}
