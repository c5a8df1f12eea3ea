"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { useNotesCache } from "@/components/apps/notes/notes-cache";
import { applyChange, changesPayload, type NoteDraftChange } from "@/lib/notes/draft";
import type { NoteAnswer } from "@/lib/notes/schema";
import { updateNote } from "@/lib/swr/use-notes";

/** How long typing has to pause before the note is saved. */
export const SAVE_DELAY_MS = 500;

export type SaveState = "idle" | "saving" | "saved";

/**
 * The open note's edits: each change shows at once (in the dialog and on its card) and is saved
 * once typing pauses, one PATCH at a time with every field changed since the last one. A save the
 * server refuses puts the note back as the server last had it, with a message.
 */
export function useNoteEditor(note: NoteAnswer) {
  const t = useTranslations("appsCommon");
  const { notify } = useAppsFeedback();
  const cache = useNotesCache();
  const [draft, setDraft] = useState(note);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const draftRef = useRef(note);
  /** The note as the server last answered it: what a refused save goes back to. */
  const savedRef = useRef(note);
  const pendingRef = useRef<NoteDraftChange>({});
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());

  const saveNow = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    queueRef.current = queueRef.current.then(async () => {
      const change = pendingRef.current;
      if (Object.keys(change).length === 0) return;
      pendingRef.current = {};
      setSaveState("saving");
      try {
        const answer = await updateNote(note.id, changesPayload(change));
        if (!answer) throw new Error("The note is gone.");
        savedRef.current = answer;
        // Only when nothing was typed meanwhile: the answer would overwrite newer text.
        if (Object.keys(pendingRef.current).length === 0) {
          cache.replaceNote(answer);
          setSaveState("saved");
        }
      } catch {
        pendingRef.current = {};
        draftRef.current = savedRef.current;
        setDraft(savedRef.current);
        cache.replaceNote(savedRef.current);
        setSaveState("idle");
        notify(t("saveFailed"), "error");
      }
    });
    return queueRef.current;
  }, [cache, note.id, notify, t]);

  const change = useCallback(
    (fields: NoteDraftChange, options: { immediate?: boolean } = {}) => {
      const next = applyChange(draftRef.current, fields);
      draftRef.current = next;
      setDraft(next);
      cache.replaceNote(next);
      pendingRef.current = { ...pendingRef.current, ...fields };
      setSaveState("saving");
      if (timerRef.current) clearTimeout(timerRef.current);
      if (options.immediate) void saveNow();
      else timerRef.current = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    },
    [cache, saveNow],
  );

  /** Drops edits not yet sent (the note is being deleted). */
  const discard = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    pendingRef.current = {};
  }, []);

  // Closing the dialog (or leaving the page) sends what is still waiting.
  useEffect(() => () => void saveNow(), [saveNow]);

  return { draft, saveState, change, flush: saveNow, discard };
}
