import { db } from "@/lib/db";
import { GET as getLabels } from "@/app/api/apps/notes/labels/route";
import { GET as getAll } from "@/app/api/apps/notes/all/route";
import type { NoteAnswer, NoteLabelAnswer } from "@/lib/notes/schema";
import { seedNotesForUser } from "@/seed/demo/notes";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the notes route tests (tests/api/notes-*.test.ts).

type Handler = Parameters<typeof callRoute>[0];
type Call = Omit<NonNullable<Parameters<typeof callRoute>[1]>, "headers">;

/** A fresh user with their own copy of the notes sample, and a caller signed in as them. */
export async function notesUser() {
  const { user, headers } = await signedInUser();
  await db.$transaction((tx) => seedNotesForUser(tx, user.id));
  const call = (handler: Handler, options: Call = {}) => callRoute(handler, { ...options, headers });
  const labels = async (): Promise<NoteLabelAnswer[]> => (await call(getLabels)).data;
  const notes = async (): Promise<NoteAnswer[]> => (await call(getAll)).data;
  const label = async (title: string) => (await labels()).find((item) => item.title === title)!;
  const note = async (title: string) => (await notes()).find((item) => item.title === title)!;
  return { user, call, labels, notes, label, note };
}

export const SEED_LABELS = ["Family", "Work", "Tasks", "Priority", "Personal", "Friends"];
export const expectBadRequest = (answer: { status: number; data: { error: { code: string } } }) => {
  expect(answer.status).toBe(400);
  expect(answer.data.error.code).toBe("invalid_request");
};

/** What a note created from `{}` holds, besides its server-set id and creation time. */
export const EMPTY_NOTE_FIELDS = {
  title: "",
  content: "",
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  updatedAt: null,
};

/** A note as the API answers it: a server-set id and creation time, the given fields, the others empty. */
export function answeredNote(fields: Partial<Record<keyof NoteAnswer, unknown>>) {
  return { id: expect.any(String), createdAt: expect.any(String), ...EMPTY_NOTE_FIELDS, ...fields };
}

/** A checklist item as the API answers it, with a server-set id. */
export const checklistItem = (content: string, completed: boolean) => ({ id: expect.any(String), content, completed });
