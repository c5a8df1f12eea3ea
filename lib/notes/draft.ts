import type { NoteAnswer, NoteLabelAnswer, NoteTask } from "@/lib/notes/schema";

// What the note dialog edits, and how an edit becomes the PATCH body and the card's new look.
// Pure, so it is tested beside this file.

/** The fields of a note the dialog changes. */
export type NoteDraftFields = {
  title: string;
  content: string;
  tasks: NoteTask[] | null;
  image: string | null;
  reminder: string | null;
  labels: NoteLabelAnswer[];
  archived: boolean;
};

export type NoteDraftChange = Partial<NoteDraftFields>;

/** The PATCH body's fields for an edit: labels as ids, and empty checklist items left out (the API needs text). */
export function changesPayload(change: NoteDraftChange) {
  const { labels, tasks, ...rest } = change;
  return {
    ...rest,
    ...(labels !== undefined ? { labels: labels.map((label) => label.id) } : {}),
    ...(tasks !== undefined
      ? {
          tasks:
            tasks === null
              ? null
              : tasks
                  .filter((task) => task.content.trim() !== "")
                  .map((task) => ({ ...task, content: task.content.trim() })),
        }
      : {}),
  };
}

/** The note as the card shows it while the edit is on its way. */
export function applyChange(note: NoteAnswer, change: NoteDraftChange): NoteAnswer {
  return { ...note, ...change };
}

/** Turns a text note into a checklist (one item per line) and back (one line per item). */
export function toggleChecklist(
  note: Pick<NoteDraftFields, "content" | "tasks">,
  newId: () => string,
): Pick<NoteDraftFields, "content" | "tasks"> {
  if (note.tasks === null) {
    const lines = note.content
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    return { content: "", tasks: lines.map((content) => ({ id: newId(), content, completed: false })) };
  }
  const lines = note.tasks.map((task) => task.content.trim()).filter(Boolean);
  return { content: [note.content.trim(), ...lines].filter(Boolean).join("\n"), tasks: null };
}

/** Moves a checklist item from one index to another (drag and drop, keyboard included). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
