/**
 * The shortcuts panel's modes (specification, section 4). Opening the panel always starts in
 * `view`; `view` leads to `modify` (enter edit mode) or `add`; `modify` leads to `edit` (a shortcut
 * was picked) or back to `view`; `add` cancels to `view`, `edit` cancels to `modify`; a save or a
 * delete returns to `modify`. Any other action leaves the state as it is, so a stray click (a
 * double submit, a cancel that arrives after a save) cannot put the panel in a mode the
 * specification does not allow.
 */
export type ShortcutsModeState =
  { mode: "view" } | { mode: "modify" } | { mode: "add" } | { mode: "edit"; shortcutId: string };

export type ShortcutsMode = ShortcutsModeState["mode"];

export type ShortcutsModeAction =
  | { type: "open" }
  | { type: "enterEditMode" }
  | { type: "exitEditMode" }
  | { type: "startAdding" }
  | { type: "pickShortcut"; shortcutId: string }
  | { type: "cancel" }
  | { type: "saved" }
  | { type: "deleted" };

export const INITIAL_SHORTCUTS_MODE: ShortcutsModeState = { mode: "view" };

const VIEW: ShortcutsModeState = { mode: "view" };
const MODIFY: ShortcutsModeState = { mode: "modify" };
const ADD: ShortcutsModeState = { mode: "add" };

export function shortcutsModeReducer(state: ShortcutsModeState, action: ShortcutsModeAction): ShortcutsModeState {
  switch (action.type) {
    case "open":
      return VIEW;
    case "enterEditMode":
      return state.mode === "view" ? MODIFY : state;
    case "startAdding":
      return state.mode === "view" ? ADD : state;
    case "exitEditMode":
      return state.mode === "modify" ? VIEW : state;
    case "pickShortcut":
      return state.mode === "modify" ? { mode: "edit", shortcutId: action.shortcutId } : state;
    case "cancel":
      if (state.mode === "add") return VIEW;
      if (state.mode === "edit") return MODIFY;
      return state;
    case "saved":
      return state.mode === "add" || state.mode === "edit" ? MODIFY : state;
    case "deleted":
      return state.mode === "edit" ? MODIFY : state;
  }
}
