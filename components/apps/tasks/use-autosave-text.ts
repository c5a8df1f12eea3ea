"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/** How long typing pauses before a text field is saved. */
export const AUTOSAVE_DELAY_MS = 700;

/**
 * A text field that saves itself as the user types: `change` updates the text at once and sends
 * `save` once typing pauses; `flush` sends what is pending now (on blur, Enter, or when the drawer
 * closes: nothing typed is dropped). While nothing is pending the text follows `value`, so a save
 * that failed and was rolled back shows the stored text again.
 */
export function useAutosaveText(value: string, save: (text: string) => void, delayMs = AUTOSAVE_DELAY_MS) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [isDirty, setDirty] = useState(false);
  if (value !== seen) {
    setSeen(value);
    if (!isDirty) setText(value);
  }

  const pendingRef = useRef<string | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(() => {
    clearTimeout(timerRef.current);
    const pending = pendingRef.current;
    pendingRef.current = null;
    setDirty(false);
    if (pending !== null) saveRef.current(pending);
  }, []);

  const change = useCallback(
    (next: string) => {
      setText(next);
      setDirty(true);
      pendingRef.current = next;
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  // Leaving (closing the drawer, opening another task) sends what is still pending.
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      const pending = pendingRef.current;
      pendingRef.current = null;
      if (pending !== null) saveRef.current(pending);
    },
    [],
  );

  return { text, change, flush };
}
