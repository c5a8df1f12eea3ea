import { z } from "zod";

// The scrumboard calls' queries and bodies (spec section 7 "Scrumboard"), shared by the route
// handlers, the OpenAPI document and any client. Messages are keys under `validation` in
// messages/*.json. Objects strip keys they do not know, so a client may send a whole list or card
// back (with `cards`, `boardId` …) and only the writable fields are taken.

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
/** More items than any board holds; a bulk call beyond it is refused rather than run. */
export const BULK_MAX = 1000;

export const idField = z.string({ error: "required" }).trim().min(1, "required").max(100, "tooLong");
const titleField = z.string({ error: "required" }).trim().min(1, "required").max(TITLE_MAX, "tooLong");
/** A sort key. Any number (zod refuses Infinity and NaN), so a client can drop an item between two others (a midpoint). */
const positionField = z.number();
/** A calendar date or an instant; null clears it. */
const dueDateField = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).nullable();
const labelIdsField = z
  .array(idField)
  .max(100, "tooLong")
  .refine((ids) => new Set(ids).size === ids.length, "The same label is given twice.");

/** Refuses a bulk list that names one item twice: which of the two should win is not defined. */
const distinctIds = <T extends { id: string }>(items: T[]) =>
  new Set(items.map((item) => item.id)).size === items.length;
const bulk = <T extends z.ZodType<{ id: string }>>(item: T) =>
  z.array(item).max(BULK_MAX, "tooLong").refine(distinctIds, "The same id is given twice.");

export const idQuerySchema = z.object({ id: idField });
export const boardIdQuerySchema = z.object({ boardId: idField });

// Lists --------------------------------------------------------------------------------------

/** A new list goes after the board's last list; its position is the server's to choose. */
export const createListSchema = z.object({ list: z.object({ boardId: idField, title: titleField }) });

const listChangesSchema = z.object({ id: idField, title: titleField.optional(), position: positionField.optional() });
export type ListChanges = z.infer<typeof listChangesSchema>;
export const updateListSchema = z.object({ list: listChangesSchema });
export const updateListsSchema = z.object({ lists: bulk(listChangesSchema) });

// Cards --------------------------------------------------------------------------------------

/** A new card goes after the last card of its list. */
export const createCardSchema = z.object({
  card: z.object({
    boardId: idField,
    listId: idField,
    title: titleField,
    description: z.string().max(DESCRIPTION_MAX, "tooLong").default(""),
    labels: labelIdsField.default([]),
    dueDate: dueDateField.default(null),
  }),
});
export type NewCard = z.infer<typeof createCardSchema>["card"];

/** What a card update may change; a card never moves to another board. */
const cardFieldsSchema = z.object({
  listId: idField.optional(),
  position: positionField.optional(),
  title: titleField.optional(),
  description: z.string().max(DESCRIPTION_MAX, "tooLong").optional(),
  labels: labelIdsField.optional(),
  dueDate: dueDateField.optional(),
});
export type CardChanges = z.infer<typeof cardFieldsSchema> & { id: string };
export const updateCardSchema = z.object({ id: idField, card: cardFieldsSchema });
export const updateCardsSchema = z.object({ cards: bulk(cardFieldsSchema.extend({ id: idField })) });

/** The cards of one list in their new order; each gets position (index + 1) × 65536. */
export const updateCardPositionsSchema = z.object({
  cards: bulk(z.object({ id: idField, listId: idField })).refine(
    (cards) => new Set(cards.map((card) => card.listId)).size <= 1,
    "All cards must name the same list.",
  ),
});

// Labels -------------------------------------------------------------------------------------

export const createLabelSchema = z.object({ label: z.object({ boardId: idField, title: titleField }) });
export const updateLabelSchema = z.object({ id: idField, label: z.object({ title: titleField }) });

// Boards ---------------------------------------------------------------------------------------

/** Icons are names such as `heroicons_outline:rocket-launch` (the sample's format). */
const iconField = z
  .string()
  .trim()
  .max(100, "tooLong")
  .regex(/^[a-z0-9_-]+:[a-z0-9-]+$/, "Use an icon name such as heroicons_outline:star.")
  .nullable();
const boardDescriptionField = z.string().trim().max(1000, "tooLong").nullable();

/** A new board starts without lists, labels or members; it is the user's newest activity. */
export const createBoardSchema = z.object({
  board: z.object({
    title: titleField,
    description: boardDescriptionField.default(null),
    icon: iconField.default(null),
  }),
});
export type NewBoard = z.infer<typeof createBoardSchema>["board"];

export const updateBoardSchema = z.object({
  id: idField,
  board: z.object({
    title: titleField.optional(),
    description: boardDescriptionField.optional(),
    icon: iconField.optional(),
  }),
});
export type BoardChanges = z.infer<typeof updateBoardSchema>["board"];
