import { z } from "zod";

// The notes app's request and answer shapes (specification sections 3 and 7 "Notes"), shared by the
// API and, later, the screens. Messages that are keys under `validation` in messages/*.json are
// translated by forms and answered in English by the API.

export const NOTE_LABEL_TITLE_MAX = 50;
export const NOTE_TITLE_MAX = 500;
export const NOTE_CONTENT_MAX = 20_000;
export const NOTE_TASKS_MAX = 100;
export const NOTE_TASK_CONTENT_MAX = 500;
export const NOTE_LABELS_MAX = 20;
/** Images travel as data URLs inside the JSON body, whose limit is 1 MiB (lib/api/route.ts). */
export const NOTE_IMAGE_MAX = 900_000;
const ID_MAX = 100;

export const noteIdField = z.string({ error: "required" }).min(1, "required").max(ID_MAX, "tooLong");

/** `?id=` of the delete calls. */
export const noteIdQuerySchema = z.object({ id: noteIdField });

const labelTitleField = z.string({ error: "required" }).trim().min(1, "required").max(NOTE_LABEL_TITLE_MAX, "tooLong");

export const createNoteLabelSchema = z.object({ title: labelTitleField });
export const updateNoteLabelSchema = z.object({ label: z.object({ id: noteIdField, title: labelTitleField }) });

const taskContentField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(NOTE_TASK_CONTENT_MAX, "tooLong");

/** A checklist item as the client sends it; a new item has no id yet and gets one on save. */
const noteTaskInputSchema = z.object({
  id: noteIdField.optional(),
  content: taskContentField,
  completed: z.boolean().default(false),
});

const isoDateTimeField = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** Only pictures, never `javascript:` or other schemes: the screens put this in an `<img src>`. */
const imageField = z
  .string()
  .max(NOTE_IMAGE_MAX, "tooLong")
  .refine(
    (value) => /^(data:image\/|https:\/\/|http:\/\/|\/)/.test(value),
    "Use a data:image URL, an http(s) address or a path.",
  );

/**
 * Labels go out resolved (`{ id, title }`) and may come back either way: as ids, which is what the
 * specification's client sends, or as the label objects it received.
 */
const labelRefField = z
  .union([noteIdField, z.object({ id: noteIdField })])
  .transform((label) => (typeof label === "string" ? label : label.id));

/**
 * The fields a client may set. `id`, `createdAt` and `updatedAt` belong to the server: sent back
 * with a note they are ignored (unknown keys are dropped), never an error.
 */
const noteFieldsSchema = z.object({
  title: z.string().max(NOTE_TITLE_MAX, "tooLong"),
  content: z.string().max(NOTE_CONTENT_MAX, "tooLong"),
  /** null means the note has no checklist. */
  tasks: z.array(noteTaskInputSchema).max(NOTE_TASKS_MAX, "tooLong").nullable(),
  image: imageField.nullable(),
  reminder: isoDateTimeField.nullable(),
  labels: z
    .array(labelRefField)
    .max(NOTE_LABELS_MAX, "tooLong")
    .transform((ids) => [...new Set(ids)]),
  archived: z.boolean(),
});

/** POST /api/apps/notes: every field optional (an empty note is a valid start). */
export const createNoteSchema = z.object({ note: noteFieldsSchema.partial() });
/** PATCH /api/apps/notes: the note's id and the fields to change; the rest stays as it is. */
export const updateNoteSchema = z.object({ updatedNote: noteFieldsSchema.partial().extend({ id: noteIdField }) });
/** POST /api/apps/notes/tasks: the note (only its id is read) and the new item's text. */
export const addNoteTaskSchema = z.object({ note: z.object({ id: noteIdField }), task: taskContentField });

export type NoteFieldsInput = z.output<typeof createNoteSchema>["note"];
export type NoteTaskInput = z.output<typeof noteTaskInputSchema>;

// Answers.

export const noteLabelAnswerSchema = z.object({ id: z.string(), title: z.string() });
export const noteTaskAnswerSchema = z.object({ id: z.string(), content: z.string(), completed: z.boolean() });
export const noteAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tasks: z.array(noteTaskAnswerSchema).nullable(),
  image: z.string().nullable(),
  reminder: z.iso.datetime().nullable(),
  labels: z.array(noteLabelAnswerSchema),
  archived: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime().nullable(),
});

export type NoteLabelAnswer = z.infer<typeof noteLabelAnswerSchema>;
export type NoteTask = z.infer<typeof noteTaskAnswerSchema>;
export type NoteAnswer = z.infer<typeof noteAnswerSchema>;
