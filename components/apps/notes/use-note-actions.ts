"use client";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { useNotesCache } from "@/components/apps/notes/notes-cache";
import type { NoteAnswer, NoteLabelAnswer } from "@/lib/notes/schema";
import {
  createNote,
  createNoteLabel,
  deleteNote,
  deleteNoteLabel,
  updateNote,
  updateNoteLabel,
  type NoteChanges,
} from "@/lib/swr/use-notes";

/**
 * The notes screen's writes outside the open note: make a note, archive and unarchive from a card,
 * delete with Undo, throw away a note left empty, and the labels. Each shows at once and is put
 * back with a message when the server says no.
 */
export function useNoteActions() {
  const t = useTranslations("notesApp");
  const tCommon = useTranslations("appsCommon");
  const { notify, deleteWithUndo } = useAppsFeedback();
  const cache = useNotesCache();
  // Notes waiting out their Undo window: kept off the screen even if the list is read again meanwhile.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [isCreating, setCreating] = useState(false);

  const hide = useCallback((id: string, isHidden: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (isHidden) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const create = async (note: NoteChanges): Promise<NoteAnswer | null> => {
    setCreating(true);
    try {
      const created = await createNote(note);
      cache.insertNote(created);
      return created;
    } catch {
      notify(t("createFailed"), "error");
      return null;
    } finally {
      setCreating(false);
    }
  };

  const setArchived = async (note: NoteAnswer, archived: boolean) => {
    cache.patchNote(note.id, (current) => ({ ...current, archived }));
    try {
      const answer = await updateNote(note.id, { archived });
      if (!answer) throw new Error("The note is gone.");
      cache.replaceNote(answer);
      notify(archived ? t("feedback.archived") : t("feedback.unarchived"), "success");
    } catch {
      cache.patchNote(note.id, (current) => ({ ...current, archived: note.archived }));
      notify(tCommon("saveFailed"), "error");
    }
  };

  const remove = (note: NoteAnswer) =>
    deleteWithUndo({
      message: t("feedback.deleted"),
      hide: () => hide(note.id, true),
      restore: () => hide(note.id, false),
      commit: async () => {
        await deleteNote(note.id);
        cache.removeNote(note.id);
        hide(note.id, false);
      },
    });

  /** A note closed with nothing in it goes away, as in Keep. */
  const discard = (note: NoteAnswer) => {
    cache.removeNote(note.id);
    deleteNote(note.id).catch(() => cache.revalidateNotes());
    notify(t("feedback.discarded"), "info");
  };

  const labels = {
    /** Answers every label, the new one last. */
    create: async (title: string) => {
      const answer = await createNoteLabel(title);
      cache.setLabels(answer);
      return answer;
    },
    rename: async (label: NoteLabelAnswer) => {
      const answer = await updateNoteLabel(label);
      if (!answer) throw new Error("The label is gone.");
      cache.setLabels(answer);
      cache.setNotes((notes) =>
        notes.map((note) =>
          note.labels.some((item) => item.id === label.id)
            ? { ...note, labels: note.labels.map((item) => (item.id === label.id ? label : item)) }
            : note,
        ),
      );
    },
    remove: async (id: string) => {
      await deleteNoteLabel(id);
      cache.setLabels((labels) => labels.filter((label) => label.id !== id));
      cache.setNotes((notes) =>
        notes.map((note) =>
          note.labels.some((label) => label.id === id)
            ? { ...note, labels: note.labels.filter((label) => label.id !== id) }
            : note,
        ),
      );
    },
  };

  return { hidden, isCreating, create, setArchived, remove, discard, labels };
}
