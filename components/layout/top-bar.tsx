"use client";
import Box from "@mui/material/Box";
import type { ComponentProps } from "react";
import { FullscreenToggle } from "@/components/shell/fullscreen-toggle";
import { LanguageSwitcher } from "@/components/shell/language-switcher";
import { NoticesPanel } from "@/components/shell/notices-panel";
import { QuickChat } from "@/components/shell/quick-chat";
import { Search } from "@/components/shell/search";
import { ShortcutsPanel } from "@/components/shell/shortcuts-panel";
import { UserMenu } from "@/components/shell/user-menu";
import { SettingsDrawer } from "@/components/layout/settings-drawer";
import type { Appearance } from "@/lib/shell/appearance";

export type TopBarData = {
  messages: ComponentProps<typeof NoticesPanel>["initialItems"];
  notifications: ComponentProps<typeof NoticesPanel>["initialItems"];
  shortcuts: ComponentProps<typeof ShortcutsPanel>["initialShortcuts"];
  chats: ComponentProps<typeof QuickChat>["initialChats"];
  userMenu: ComponentProps<typeof UserMenu>;
  appearance: Appearance;
};

/** The top bar's controls (spec section 2), in the order of every full layout. */
export function TopBar({ data }: { data: TopBarData }) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: { xs: 0, sm: 0.5 },
        "& .MuiIconButton-root": { p: { xs: 0.75, sm: 1 } },
      }}
    >
      <Search appearance="bar" />
      <LanguageSwitcher />
      <FullscreenToggle />
      <ShortcutsPanel initialShortcuts={data.shortcuts} />
      <NoticesPanel kind="message" initialItems={data.messages} />
      <NoticesPanel kind="notification" initialItems={data.notifications} />
      <QuickChat initialChats={data.chats} />
      <SettingsDrawer appearance={data.appearance} />
      <UserMenu {...data.userMenu} />
    </Box>
  );
}
