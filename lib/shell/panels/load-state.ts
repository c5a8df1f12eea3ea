/**
 * Where a top-bar panel's list stands, from its SWR answer: shown (`ready`, perhaps with a refresh
 * that failed over it), being read for the first time, or unreadable — then the panel says so and
 * offers a retry instead of throwing (the rest of the shell stays usable).
 */
export type PanelLoadState = { status: "ready" | "loading" | "failed"; refreshFailed: boolean };

export function panelLoadState({ data, error }: { data: unknown; error: unknown }): PanelLoadState {
  if (data !== undefined) return { status: "ready", refreshFailed: error !== undefined };
  return { status: error !== undefined ? "failed" : "loading", refreshFailed: false };
}
