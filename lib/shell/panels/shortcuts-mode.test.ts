import {
  INITIAL_SHORTCUTS_MODE,
  shortcutsModeReducer,
  type ShortcutsModeAction,
  type ShortcutsModeState,
} from "@/lib/shell/panels/shortcuts-mode";

const view: ShortcutsModeState = { mode: "view" };
const modify: ShortcutsModeState = { mode: "modify" };
const add: ShortcutsModeState = { mode: "add" };
const edit: ShortcutsModeState = { mode: "edit", shortcutId: "s1" };
const allStates = [view, modify, add, edit];

const actions: Record<ShortcutsModeAction["type"], ShortcutsModeAction> = {
  open: { type: "open" },
  enterEditMode: { type: "enterEditMode" },
  exitEditMode: { type: "exitEditMode" },
  startAdding: { type: "startAdding" },
  pickShortcut: { type: "pickShortcut", shortcutId: "s2" },
  cancel: { type: "cancel" },
  saved: { type: "saved" },
  deleted: { type: "deleted" },
};

// Every transition the specification allows (section 4); everything else is a no-op.
const allowed: Array<[ShortcutsModeState, ShortcutsModeAction["type"], ShortcutsModeState]> = [
  [view, "enterEditMode", modify],
  [view, "startAdding", add],
  [modify, "pickShortcut", { mode: "edit", shortcutId: "s2" }],
  [modify, "exitEditMode", view],
  [add, "cancel", view],
  [edit, "cancel", modify],
  [add, "saved", modify],
  [edit, "saved", modify],
  [edit, "deleted", modify],
];

describe("shortcutsModeReducer", () => {
  it("starts in view", () => {
    expect(INITIAL_SHORTCUTS_MODE).toEqual(view);
  });

  it.each(allStates)("opening the panel from $mode resets to view", (state) => {
    expect(shortcutsModeReducer(state, actions.open)).toEqual(view);
  });

  it.each(allowed)("%o --%s--> %o", (from, action, to) => {
    expect(shortcutsModeReducer(from, actions[action])).toEqual(to);
  });

  const ignored = allStates.flatMap((state) =>
    (Object.keys(actions) as Array<ShortcutsModeAction["type"]>)
      .filter(
        (action) =>
          action !== "open" && !allowed.some(([from, allowedAction]) => from === state && allowedAction === action),
      )
      .map((action) => [state, action] as const),
  );

  it.each(ignored)("ignores %o --%s--> (not a transition of the specification)", (state, action) => {
    expect(shortcutsModeReducer(state, actions[action])).toBe(state);
  });

  it("walks the specification's round trip: view → add → modify → edit → modify → view", () => {
    const steps: ShortcutsModeAction[] = [
      actions.startAdding,
      actions.saved,
      actions.pickShortcut,
      actions.deleted,
      actions.exitEditMode,
    ];
    expect(steps.reduce(shortcutsModeReducer, INITIAL_SHORTCUTS_MODE)).toEqual(view);
  });
});
