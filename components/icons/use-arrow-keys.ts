"use client";
import type { KeyboardEvent } from "react";
import type { Virtualizer } from "@tanstack/react-virtual";

/** The index an arrow key (or Home / End) moves to in a grid of `columns`, or null when it does not move. */
export function nextIconIndex(key: string, index: number, columns: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: 0,
    End: count - 1,
  };
  if (!(key in moves)) return null;
  const next = moves[key];
  return next >= 0 && next < count && next !== index ? next : null;
}

/**
 * Arrow keys between the icons of a virtualised grid or list (one column): the row is scrolled
 * into view, then its button focused. Buttons carry `data-icon-index`.
 */
export function useArrowKeys(
  virtualizer: Virtualizer<Window, Element>,
  columns: number,
  count: number,
  container: () => HTMLElement | null,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-icon-index]");
    if (!current) return;
    const next = nextIconIndex(event.key, Number(current.dataset.iconIndex), columns, count);
    if (next === null) return;
    event.preventDefault();
    virtualizer.scrollToIndex(Math.floor(next / columns), { align: "auto" });
    requestAnimationFrame(() =>
      container()?.querySelector<HTMLElement>(`[data-icon-index="${next}"]`)?.focus({ preventScroll: true }),
    );
  };
}
