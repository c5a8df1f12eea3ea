"use client";
import { useCallback, useSyncExternalStore } from "react";

export type ViewMode = "grid" | "list";

const STORAGE_KEY = "hostdeck.fileManager.view";
const listeners = new Set<() => void>();

function read(): ViewMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Grid or list, remembered in this browser (the server renders the grid; the stored choice
 * follows at once after hydration). Other tabs follow a change through the `storage` event.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const mode = useSyncExternalStore(subscribe, read, () => "grid" as const);
  const setMode = useCallback((next: ViewMode) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [mode, setMode];
}
