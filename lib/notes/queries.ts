import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { noteTaskAnswerSchema, type NoteAnswer, type NoteLabelAnswer, type NoteTask } from "@/lib/notes/schema";

const labelOrder = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.NoteLabelOrderByWithRelationInput[];

/** The user's note labels, oldest first (a new label joins the end, as in the original product). */
export function listNoteLabels(userId: string, client: Tx = db): Promise<NoteLabelAnswer[]> {
  return client.noteLabel.findMany({ where: { userId }, orderBy: labelOrder, select: { id: true, title: true } });
}

export const noteSelect = {
  id: true,
  title: true,
  content: true,
  tasks: true,
  image: true,
  reminder: true,
  archived: true,
  createdAt: true,
  updatedAt: true,
  labels: { orderBy: { label: { createdAt: "asc" } }, select: { label: { select: { id: true, title: true } } } },
} satisfies Prisma.NoteSelect;

type NoteRow = Prisma.NoteGetPayload<{ select: typeof noteSelect }>;

const storedTasksSchema = z.array(noteTaskAnswerSchema);

/** The checklist column holds JSON this module wrote; parsing it checks that it still has that shape. */
export function parseNoteTasks(stored: string | null): NoteTask[] | null {
  return stored === null ? null : storedTasksSchema.parse(JSON.parse(stored));
}

/** A note as the API answers it: labels resolved to `{ id, title }`, dates as ISO strings. */
export function toNoteAnswer(row: NoteRow): NoteAnswer {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tasks: parseNoteTasks(row.tasks),
    image: row.image,
    reminder: row.reminder?.toISOString() ?? null,
    labels: row.labels.map(({ label }) => label),
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** All of the user's notes, archived ones included (the screen filters), newest first. */
export async function listNotes(userId: string): Promise<NoteAnswer[]> {
  const rows = await db.note.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: noteSelect,
  });
  return rows.map(toNoteAnswer);
}

/** One of the user's notes, or null (also for another user's note). */
export async function findNote(userId: string, id: string, client: Tx = db): Promise<NoteAnswer | null> {
  const row = await client.note.findFirst({ where: { id, userId }, select: noteSelect });
  return row ? toNoteAnswer(row) : null;
}
