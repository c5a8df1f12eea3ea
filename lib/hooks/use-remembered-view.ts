"use client";
import { useCallback, useSyncExternalStore } from "react";

export type ViewMode = "grid" | "list";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Grid or list, remembered in this browser under `storageKey` (the server renders the grid; the
 * stored choice follows at once after hydration). Other tabs follow a change through the
 * `storage` event.
 */
export function useRememberedView(storageKey: string): [ViewMode, (mode: ViewMode) => void] {
  const read = useCallback((): ViewMode => {
    try {
      return window.localStorage.getItem(storageKey) === "list" ? "list" : "grid";
    } catch {
      return "grid";
    }
  }, [storageKey]);
  const mode = useSyncExternalStore(subscribe, read, () => "grid" as const);
  const setMode = useCallback(
    (next: ViewMode) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Storage refused (private mode): the choice lasts until the page is left.
      }
      listeners.forEach((listener) => listener());
    },
    [storageKey],
  );
  return [mode, setMode];
}
