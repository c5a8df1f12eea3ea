"use client";
import { useMemo } from "react";
import { useSWRConfig } from "swr";
import type { NoteAnswer, NoteLabelAnswer } from "@/lib/notes/schema";
import { NOTE_LABELS_URL, NOTES_URL } from "@/lib/swr/use-notes";

/**
 * Writes to the cached notes and labels without asking the server again: the screen's optimistic
 * changes, and the server's answers once they arrive. Each update works on the current value, so
 * several quick changes (typing, ticking) never overwrite each other.
 */
export function useNotesCache() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const setNotes = (update: (notes: NoteAnswer[]) => NoteAnswer[]) =>
      void mutate<NoteAnswer[]>(NOTES_URL, (notes) => (notes ? update(notes) : notes), { revalidate: false });
    return {
      setNotes,
      replaceNote: (note: NoteAnswer) => setNotes((notes) => notes.map((item) => (item.id === note.id ? note : item))),
      patchNote: (id: string, update: (note: NoteAnswer) => NoteAnswer) =>
        setNotes((notes) => notes.map((item) => (item.id === id ? update(item) : item))),
      insertNote: (note: NoteAnswer) => setNotes((notes) => [note, ...notes.filter((item) => item.id !== note.id)]),
      removeNote: (id: string) => setNotes((notes) => notes.filter((item) => item.id !== id)),
      setLabels: (labels: NoteLabelAnswer[] | ((labels: NoteLabelAnswer[]) => NoteLabelAnswer[])) =>
        void mutate<NoteLabelAnswer[]>(
          NOTE_LABELS_URL,
          (current) => (typeof labels === "function" ? (current ? labels(current) : current) : labels),
          { revalidate: false },
        ),
      revalidateNotes: () => void mutate(NOTES_URL),
    };
  }, [mutate]);
}
