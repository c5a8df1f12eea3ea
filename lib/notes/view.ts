import type { NoteAnswer, NoteLabelAnswer } from "@/lib/notes/schema";
import { matchesEveryWord } from "@/lib/text/fold-accents";

// The notes screen's views and search, kept pure so they are tested beside this file
// (lib/notes/view.test.ts) and shared by the list, the sidebar and the header count.

/** The views that are not a label: /apps/notes, /apps/notes/reminders, /apps/notes/archive. */
export const NOTE_VIEWS = ["notes", "reminders", "archive"] as const;
export type NoteViewName = (typeof NOTE_VIEWS)[number];

/** What the URL's segment selects: one of the fixed views, a label, or a label that does not exist. */
export type NoteView = { kind: NoteViewName } | { kind: "label"; label: NoteLabelAnswer } | { kind: "missing" };

/** Slugs a label may not take, because a fixed view already answers at that address. */
const RESERVED_SLUGS = new Set<string>(NOTE_VIEWS);

/**
 * The URL segment of a label: its title in lower case, accents dropped, anything else a hyphen
 * ("Priority" → "priority", "Çok önemli" → "cok-onemli"). A title that collides with a fixed view
 * or has no letters at all is told apart by a prefix.
 */
export function labelSlug(label: NoteLabelAnswer): string {
  const slug = label.title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  if (!slug) return `label-${label.id}`;
  return RESERVED_SLUGS.has(slug) ? `label-${slug}` : slug;
}

/** The view a path segment names (undefined segment = the notes view); the first label with the slug wins. */
export function resolveNoteView(segment: string | undefined, labels: NoteLabelAnswer[] | undefined): NoteView {
  if (segment === undefined || segment === "notes") return { kind: "notes" };
  if (segment === "reminders" || segment === "archive") return { kind: segment };
  const label = labels?.find((item) => labelSlug(item) === segment);
  return label ? { kind: "label", label } : { kind: "missing" };
}

/** The path of a view. */
export function noteViewPath(view: NoteView): string {
  if (view.kind === "label") return `/apps/notes/${labelSlug(view.label)}`;
  if (view.kind === "notes" || view.kind === "missing") return "/apps/notes";
  return `/apps/notes/${view.kind}`;
}

/** Whether a note belongs in a view: archived notes only in the archive, as Google Keep does. */
export function isInView(note: NoteAnswer, view: NoteView): boolean {
  switch (view.kind) {
    case "archive":
      return note.archived;
    case "reminders":
      return !note.archived && note.reminder !== null;
    case "label":
      return !note.archived && note.labels.some((label) => label.id === view.label.id);
    case "notes":
      return !note.archived;
    default:
      return false;
  }
}

/** Whether a note matches a search: every word somewhere in the title, the text or a checklist item. */
export function matchesSearch(note: NoteAnswer, search: string): boolean {
  return matchesEveryWord(search, note.title, note.content, ...(note.tasks ?? []).map((task) => task.content));
}

/** The notes a view shows for a search, in the API's order (newest first). */
export function notesInView(notes: NoteAnswer[], view: NoteView, search: string): NoteAnswer[] {
  return notes.filter((note) => isInView(note, view) && matchesSearch(note, search));
}

/** A note with nothing in it (what closing a freshly made note leaves): it is thrown away, as in Keep. */
export function isBlankNote(note: Pick<NoteAnswer, "title" | "content" | "tasks" | "image" | "reminder">): boolean {
  return (
    note.title.trim() === "" &&
    note.content.trim() === "" &&
    (note.tasks ?? []).every((task) => task.content.trim() === "") &&
    note.image === null &&
    note.reminder === null
  );
}
