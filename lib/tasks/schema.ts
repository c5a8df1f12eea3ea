import { z } from "zod";

// The tasks app's request and answer shapes (specification sections 3, 4 and 7 "Tasks"), shared by
// the API and, later, the screens. Messages that are keys under `validation` in messages/*.json are
// translated by forms and answered in English by the API.

export const TASK_TYPES = ["task", "section"] as const;
/** Specification section 9: 0 low, 1 normal, 2 high. */
export const TASK_PRIORITIES = [0, 1, 2] as const;
/** Specification section 4: a new task is "empty, at the top, priority 1, no tags, not completed". */
export const NEW_TASK_PRIORITY = 1;

export const TASK_TAG_TITLE_MAX = 50;
export const TASK_TITLE_MAX = 500;
export const TASK_NOTES_MAX = 20_000;
export const TASK_TAGS_MAX = 20;
export const TASK_SUBTASKS_MAX = 100;
export const TASK_SEARCH_QUERY_MAX = 200;
/** A reorder names every task of the user; this only bounds the body. */
export const TASK_REORDER_MAX = 5_000;
const ID_MAX = 100;

const priorityField = z.literal([...TASK_PRIORITIES]);

export const taskIdField = z.string({ error: "required" }).min(1, "required").max(ID_MAX, "tooLong");

/** `?id=` of the task and tag calls. */
export const taskIdQuerySchema = z.object({ id: taskIdField });

const tagSchema = z.object({
  title: z.string({ error: "required" }).trim().min(1, "required").max(TASK_TAG_TITLE_MAX, "tooLong"),
});
export const createTaskTagSchema = z.object({ tag: tagSchema });
export const updateTaskTagSchema = z.object({ id: taskIdField, tag: tagSchema });

/** A sub-task as the client sends it; a new one has no id yet and gets one on save. */
const subTaskInputSchema = z.object({
  id: taskIdField.optional(),
  title: z.string({ error: "required" }).max(TASK_TITLE_MAX, "tooLong"),
  completed: z.boolean().default(false),
});

/** A due date: an ISO date-time with offset, or a plain date (taken as midnight UTC). */
const dueDateField = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));

/**
 * The fields a PATCH may change. Title and notes are not trimmed: the screen saves as the user
 * types, and trimming would eat the space before the next word. `id` and `order` sent back with a
 * task are ignored (unknown keys are dropped): the order changes only through PATCH tasks/order.
 */
const taskFieldsSchema = z.object({
  type: z.enum(TASK_TYPES),
  title: z.string().max(TASK_TITLE_MAX, "tooLong"),
  notes: z.string().max(TASK_NOTES_MAX, "tooLong"),
  completed: z.boolean(),
  dueDate: dueDateField.nullable(),
  priority: priorityField,
  tags: z
    .array(taskIdField)
    .max(TASK_TAGS_MAX, "tooLong")
    .transform((ids) => [...new Set(ids)]),
  assignedTo: z.string().min(1, "required").max(ID_MAX, "tooLong").nullable(),
  subTasks: z.array(subTaskInputSchema).max(TASK_SUBTASKS_MAX, "tooLong"),
});

export const createTaskSchema = z.object({ type: z.enum(TASK_TYPES) });
export const updateTaskSchema = z.object({ id: taskIdField, task: taskFieldsSchema.partial() });
/** The user's tasks in their new order; only each item's id is read (whole tasks may be sent). */
export const reorderTasksSchema = z.object({
  tasks: z.array(z.object({ id: taskIdField })).max(TASK_REORDER_MAX, "tooLong"),
});
/** An empty or blank query answers null (specification section 7). */
export const searchTasksQuerySchema = z.object({ query: z.string().max(TASK_SEARCH_QUERY_MAX, "tooLong").optional() });

export type TaskFieldsInput = z.output<typeof updateTaskSchema>["task"];
export type SubTaskInput = z.output<typeof subTaskInputSchema>;
/** The fields of a PATCH as the client sends them (the due date as a date or date-time string). */
export type TaskFieldsWire = z.input<typeof updateTaskSchema>["task"];

// Answers.

export const taskTagAnswerSchema = z.object({ id: z.string(), title: z.string() });
export const subTaskAnswerSchema = z.object({ id: z.string(), title: z.string(), completed: z.boolean() });
export const taskAnswerSchema = z.object({
  id: z.string(),
  type: z.enum(TASK_TYPES),
  /** In search answers this is HTML: the matches wrapped in `<mark>`, everything else escaped. */
  title: z.string(),
  notes: z.string(),
  completed: z.boolean(),
  dueDate: z.iso.datetime().nullable(),
  priority: priorityField,
  tags: z.array(z.string()),
  assignedTo: z.string().nullable(),
  subTasks: z.array(subTaskAnswerSchema),
  order: z.number().int(),
});

export type TaskType = (typeof TASK_TYPES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskTagAnswer = z.infer<typeof taskTagAnswerSchema>;
export type SubTask = z.infer<typeof subTaskAnswerSchema>;
export type TaskAnswer = z.infer<typeof taskAnswerSchema>;
