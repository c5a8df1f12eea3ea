import "server-only";
import { randomUUID } from "node:crypto";
import { invalidRequest } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db";
import { findNote, listNoteLabels, parseNoteTasks } from "@/lib/notes/queries";
import {
  NOTE_TASKS_MAX,
  type NoteAnswer,
  type NoteFieldsInput,
  type NoteLabelAnswer,
  type NoteTask,
  type NoteTaskInput,
} from "@/lib/notes/schema";

/** Adds a label at the end of the list and answers the whole list, as the specification says. */
export async function createNoteLabel({
  userId,
  title,
}: {
  userId: string;
  title: string;
}): Promise<NoteLabelAnswer[]> {
  await db.noteLabel.create({ data: { userId, title }, select: { id: true } });
  return listNoteLabels(userId);
}

/**
 * Renames a label and answers the whole list, like creating one does (the screen replaces its
 * list with the answer); null when the label is missing or someone else's.
 */
export async function updateNoteLabel({
  userId,
  label,
}: {
  userId: string;
  label: NoteLabelAnswer;
}): Promise<NoteLabelAnswer[] | null> {
  const { count } = await db.noteLabel.updateMany({ where: { id: label.id, userId }, data: { title: label.title } });
  return count === 0 ? null : listNoteLabels(userId);
}

/**
 * Deletes a label; its links go with it (ON DELETE CASCADE), so the label leaves every note in the
 * same statement. True even when there was nothing to delete.
 */
export async function deleteNoteLabel({ userId, id }: { userId: string; id: string }): Promise<true> {
  await db.noteLabel.deleteMany({ where: { id, userId } });
  return true;
}

/** Every checklist item gets an id; items the client made since the last save have none yet. */
function withTaskIds(tasks: NoteTaskInput[]): NoteTask[] {
  return tasks.map(({ id, content, completed }) => ({ id: id ?? randomUUID(), content, completed }));
}

/** Refuses labels that are not this user's (missing or another user's alike) before anything is written. */
async function assertOwnLabels(tx: Tx, userId: string, labelIds: string[], path: (string | number)[]): Promise<void> {
  if (labelIds.length === 0) return;
  const owned = await tx.noteLabel.count({ where: { userId, id: { in: labelIds } } });
  if (owned !== labelIds.length) {
    throw invalidRequest("The request body is not valid.", [
      { path, code: "unknown_label", message: "One of the labels does not exist." },
    ]);
  }
}

const linksTo = (labelIds: string[]) => labelIds.map((labelId) => ({ labelId }));
const tasksColumn = (tasks: NoteTaskInput[] | null) => (tasks === null ? null : JSON.stringify(withTaskIds(tasks)));

/** Creates a note; the server sets id and createdAt, and updatedAt stays null until a change. */
export async function createNote({ userId, note }: { userId: string; note: NoteFieldsInput }): Promise<NoteAnswer> {
  return db.$transaction(async (tx) => {
    const labelIds = note.labels ?? [];
    await assertOwnLabels(tx, userId, labelIds, ["note", "labels"]);
    const { id } = await tx.note.create({
      data: {
        userId,
        title: note.title ?? "",
        content: note.content ?? "",
        tasks: tasksColumn(note.tasks ?? null),
        image: note.image ?? null,
        reminder: note.reminder ?? null,
        archived: note.archived ?? false,
        labels: { create: linksTo(labelIds) },
      },
      select: { id: true },
    });
    return (await findNote(userId, id, tx))!;
  });
}

/** Changes the given fields of a note and stamps updatedAt; null when the note is missing. */
export async function updateNote({
  userId,
  note,
}: {
  userId: string;
  note: NoteFieldsInput & { id: string };
}): Promise<NoteAnswer | null> {
  return db.$transaction(async (tx) => {
    const { id, labels, tasks, ...fields } = note;
    // updatedAt is always written, so the update is never empty and its count tells whether the note is the user's.
    const { count } = await tx.note.updateMany({
      where: { id, userId },
      data: { ...fields, ...(tasks !== undefined ? { tasks: tasksColumn(tasks) } : {}), updatedAt: new Date() },
    });
    if (count === 0) return null;
    if (labels !== undefined) {
      await assertOwnLabels(tx, userId, labels, ["updatedNote", "labels"]);
      await tx.noteLabelLink.deleteMany({ where: { noteId: id } });
      await tx.noteLabelLink.createMany({ data: labels.map((labelId) => ({ noteId: id, labelId })) });
    }
    return findNote(userId, id, tx);
  });
}

/**
 * Appends an unchecked item to a note's checklist (starting one if the note had none) and answers
 * the note. Adding an item changes the note, so updatedAt is stamped. Null when the note is missing.
 */
export async function addNoteTask({
  userId,
  noteId,
  content,
}: {
  userId: string;
  noteId: string;
  content: string;
}): Promise<NoteAnswer | null> {
  return db.$transaction(async (tx) => {
    const note = await tx.note.findFirst({ where: { id: noteId, userId }, select: { tasks: true } });
    if (!note) return null;
    const existing = parseNoteTasks(note.tasks) ?? [];
    if (existing.length >= NOTE_TASKS_MAX) {
      throw invalidRequest("The request body is not valid.", [
        { path: ["task"], code: "too_many_tasks", message: `A note holds at most ${NOTE_TASKS_MAX} items.` },
      ]);
    }
    const tasks = [...existing, { id: randomUUID(), content, completed: false }];
    await tx.note.update({ where: { id: noteId }, data: { tasks: JSON.stringify(tasks), updatedAt: new Date() } });
    return findNote(userId, noteId, tx);
  });
}

/** Deletes a note with its label links; true even when there was nothing to delete. */
export async function deleteNote({ userId, id }: { userId: string; id: string }): Promise<true> {
  await db.note.deleteMany({ where: { id, userId } });
  return true;
}
