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
import type { ShellPart } from "@/lib/shell/shell-data";

export type TopBarData = {
  messages: ComponentProps<typeof NoticesPanel>["initialItems"];
  notifications: ComponentProps<typeof NoticesPanel>["initialItems"];
  shortcuts: ComponentProps<typeof ShortcutsPanel>["initialShortcuts"];
  chats: ComponentProps<typeof QuickChat>["initialChats"];
  userMenu: ComponentProps<typeof UserMenu>;
  appearance: Appearance;
  /** The parts the server could not read: their panels read them again and offer a retry. */
  failed: ShellPart[];
};

/** The top bar's controls (spec section 2), in the order of every full layout. */
export function TopBar({ data }: { data: TopBarData }) {
  const failed = new Set(data.failed);
  const unlessFailed = <T,>(part: ShellPart, value: T) => (failed.has(part) ? undefined : value);
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
      <ShortcutsPanel initialShortcuts={unlessFailed("shortcuts", data.shortcuts)} />
      <NoticesPanel kind="message" initialItems={unlessFailed("messages", data.messages)} />
      <NoticesPanel kind="notification" initialItems={unlessFailed("notifications", data.notifications)} />
      <QuickChat initialChats={unlessFailed("chats", data.chats)} />
      <SettingsDrawer appearance={data.appearance} />
      <UserMenu {...data.userMenu} />
    </Box>
  );
}
