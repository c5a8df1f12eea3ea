"use client";
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";

export const TASKS_PATH = "/apps/tasks";

/** The task named by an address (/apps/tasks/{id}), or null for the list alone. */
export function selectedIdOf(pathname: string | null): string | null {
  const rest = pathname?.startsWith(`${TASKS_PATH}/`) ? pathname.slice(TASKS_PATH.length + 1) : "";
  return rest ? decodeURIComponent(rest.split("/")[0]) : null;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/**
 * Opens a task's drawer (or closes it, with no id) by changing the address without a server round
 * trip: the list stays mounted and scrolled where it was, and a reload or a shared
 * /apps/tasks/{id} opens the same task. Next.js keeps its router in step with history.pushState;
 * the drawer follows the address at once rather than after the router's transition.
 */
export function goToTask(id: string | null) {
  window.history.pushState(null, "", id ? `${TASKS_PATH}/${encodeURIComponent(id)}` : TASKS_PATH);
  for (const listener of listeners) listener();
}

/** The id in the address: the browser's own location, also after back and forward; the router's on the server. */
export function useSelectedTaskId(): string | null {
  const routerPathname = usePathname();
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => routerPathname,
  );
  // A router navigation (a search result's link) writes the address after it renders: read it again then.
  useEffect(() => {
    for (const listener of listeners) listener();
  }, [routerPathname]);
  return selectedIdOf(pathname);
}
