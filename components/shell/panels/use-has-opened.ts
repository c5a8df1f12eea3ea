"use client";
import { useState } from "react";

/**
 * Whether `isOpen` has ever been true. A panel whose code loads on its first opening (next/dynamic,
 * issue 17: menus, popovers and drawers that only open on a click stay out of the first load) is
 * rendered from then on, so it keeps its closing transition and its state like before.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Set during render, as React allows for a component's own state: no extra commit.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
