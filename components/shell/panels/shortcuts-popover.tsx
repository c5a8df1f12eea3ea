"use client";
import dynamic from "next/dynamic";
import type { Dispatch } from "react";
import { useTranslations } from "next-intl";
import AddOutlined from "@mui/icons-material/AddOutlined";
import BoltOutlined from "@mui/icons-material/BoltOutlined";
import Check from "@mui/icons-material/Check";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Typography from "@mui/material/Typography";
import { PanelEmpty, PanelLoadFailed, PanelLoading } from "@/components/shell/panels/panel-feedback";
import { PanelPopover } from "@/components/shell/panels/panel-popover";
import { ShortcutGrid } from "@/components/shell/panels/shortcut-grid";
import { TooltipIconButton } from "@/components/shell/panels/tooltip-icon-button";
import type { ShortcutsModeAction, ShortcutsModeState } from "@/lib/shell/panels/shortcuts-mode";
import type { ShortcutChangeResult, useShortcuts } from "@/lib/swr/use-shortcuts";

// The form (and the zod schema it checks with) loads when a shortcut is added or edited: it is
// not part of the first load of every signed-in page (issue 17).
const ShortcutForm = dynamic(
  () => import("@/components/shell/panels/shortcut-form").then((module) => module.ShortcutForm),
  { ssr: false, loading: () => <PanelLoading /> },
);

/**
 * The "Shortcuts" panel under its button (components/shell/shortcuts-panel.tsx, which keeps the
 * shortcuts and the mode): the tiles link to their pages in view mode, are picked for editing in
 * modify mode, and add / edit show the form.
 */
export function ShortcutsPopover({
  id,
  anchorEl,
  onClose: close,
  state,
  dispatch,
  shortcutsState,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  state: ShortcutsModeState;
  dispatch: Dispatch<ShortcutsModeAction>;
  shortcutsState: ReturnType<typeof useShortcuts>;
}) {
  const t = useTranslations("panels.shortcuts");
  const tLoad = useTranslations("errorPages.panel");
  const { shortcuts, loadState, reload, create, update, remove } = shortcutsState;

  /** Runs a change and, when the server took it, returns to modify mode. */
  async function thenModify(change: Promise<ShortcutChangeResult>, done: "saved" | "deleted") {
    const result = await change;
    if (result.ok) dispatch({ type: done });
    return result;
  }

  const headerActions = {
    view: (
      <>
        <TooltipIconButton label={t("addShortcut")} color="inherit" onClick={() => dispatch({ type: "startAdding" })}>
          <AddOutlined />
        </TooltipIconButton>
        <TooltipIconButton
          label={t("enterEditMode")}
          color="inherit"
          onClick={() => dispatch({ type: "enterEditMode" })}
        >
          <EditOutlined />
        </TooltipIconButton>
      </>
    ),
    modify: (
      <TooltipIconButton label={t("exitEditMode")} color="inherit" onClick={() => dispatch({ type: "exitEditMode" })}>
        <Check />
      </TooltipIconButton>
    ),
    add: null,
    edit: null,
  }[state.mode];

  const title = { view: t("title"), modify: t("title"), add: t("addShortcut"), edit: t("editShortcut") }[state.mode];

  function body() {
    switch (state.mode) {
      case "view":
      case "modify":
        if (loadState.status === "loading") return <PanelLoading />;
        if (loadState.status === "failed")
          return <PanelLoadFailed icon={<BoltOutlined />} title={tLoad("loadFailed.shortcuts")} onRetry={reload} />;
        if (shortcuts.length === 0)
          return <PanelEmpty icon={<BoltOutlined />} title={t("empty")} hint={t("emptyHint")} />;
        return (
          <>
            {state.mode === "modify" && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: "divider" }}
              >
                {t("editHint")}
              </Typography>
            )}
            <ShortcutGrid
              shortcuts={shortcuts}
              mode={state.mode}
              onNavigate={close}
              onPick={(shortcut) => dispatch({ type: "pickShortcut", shortcutId: shortcut.id })}
            />
          </>
        );
      case "add":
        return (
          <ShortcutForm
            key="new"
            purpose="add"
            onSubmit={(fields) => thenModify(create(fields), "saved")}
            onCancel={() => dispatch({ type: "cancel" })}
          />
        );
      case "edit": {
        // The form reads the shortcut when it opens and keeps its own values from then on.
        const shortcut = shortcuts.find((candidate) => candidate.id === state.shortcutId);
        const { shortcutId } = state;
        return (
          <ShortcutForm
            key={shortcutId}
            purpose="edit"
            shortcut={shortcut}
            onSubmit={(fields) => thenModify(update(shortcutId, fields), "saved")}
            onDelete={() => thenModify(remove(shortcutId), "deleted")}
            onCancel={() => dispatch({ type: "cancel" })}
          />
        );
      }
    }
  }

  return (
    <PanelPopover
      id={id}
      anchorEl={anchorEl}
      onClose={close}
      title={title}
      actions={headerActions}
      // The form focuses its first field; the lists start at the title.
      headingFocusKey={state.mode === "view" || state.mode === "modify" ? state.mode : undefined}
    >
      {loadState.refreshFailed && <PanelLoadFailed compact title={tLoad("refreshFailed.shortcuts")} onRetry={reload} />}
      {body()}
    </PanelPopover>
  );
}
