"use client";
import { useCallback, useSyncExternalStore } from "react";

export type IconsView = "grid" | "list";

const STORAGE_KEY = "hostdeck.icons.view";
const listeners = new Set<() => void>();

function read(): IconsView {
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

/** Grid or list, remembered in this browser for every icon set (the server renders the grid). */
export function useIconsView(): [IconsView, (view: IconsView) => void] {
  const view = useSyncExternalStore(subscribe, read, () => "grid" as const);
  const setView = useCallback((next: IconsView) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [view, setView];
}
