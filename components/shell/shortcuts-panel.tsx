"use client";
import dynamic from "next/dynamic";
import { useId, useReducer, useState, type MouseEvent } from "react";
import { useTranslations } from "next-intl";
import BoltOutlined from "@mui/icons-material/BoltOutlined";
import { PanelTrigger } from "@/components/shell/panels/panel-trigger";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";
import { INITIAL_SHORTCUTS_MODE, shortcutsModeReducer } from "@/lib/shell/panels/shortcuts-mode";
import { useShortcuts, type Shortcut } from "@/lib/swr/use-shortcuts";

// The panel (the tiles, the form, and MUI's Popover and Modal) loads on the first opening, or as
// soon as the pointer or the focus reaches the button: not part of every signed-in page's first
// load (issue 17). The shortcuts and the mode stay here, as before.
const loadShortcutsPopover = () =>
  import("@/components/shell/panels/shortcuts-popover").then((module) => module.ShortcutsPopover);
const ShortcutsPopover = dynamic(loadShortcutsPopover, { ssr: false });

export type ShortcutsPanelProps = {
  /** The shortcuts read on the server before the first paint; without them the panel loads them. */
  initialShortcuts?: Shortcut[];
};

/**
 * The top bar's "Shortcuts" button and panel, in the specification's modes (section 4): the
 * tiles link to their pages in view mode, are picked for editing in modify mode, and add / edit
 * show the form. The transitions live in `shortcutsModeReducer`.
 */
export function ShortcutsPanel({ initialShortcuts }: ShortcutsPanelProps) {
  const t = useTranslations("panels.shortcuts");
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const hasOpened = useHasOpened(anchorEl !== null);
  const [state, dispatch] = useReducer(shortcutsModeReducer, INITIAL_SHORTCUTS_MODE);
  const panelId = useId();
  const shortcutsState = useShortcuts(initialShortcuts);

  function open(event: MouseEvent<HTMLButtonElement>) {
    dispatch({ type: "open" });
    setAnchorEl(event.currentTarget);
  }

  return (
    <>
      <PanelTrigger
        label={t("title")}
        icon={<BoltOutlined />}
        hasPopup="dialog"
        isOpen={Boolean(anchorEl)}
        controls={panelId}
        onClick={open}
        onPreload={() => void loadShortcutsPopover()}
      />
      {hasOpened && (
        <ShortcutsPopover
          id={panelId}
          anchorEl={anchorEl}
          onClose={() => setAnchorEl(null)}
          state={state}
          dispatch={dispatch}
          shortcutsState={shortcutsState}
        />
      )}
    </>
  );
}
