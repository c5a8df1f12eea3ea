import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  boardIdQuerySchema,
  createCardSchema,
  createLabelSchema,
  createListSchema,
  idQuerySchema,
  updateCardPositionsSchema,
  updateCardSchema,
  updateCardsSchema,
  updateLabelSchema,
  updateListSchema,
  updateListsSchema,
} from "@/lib/scrumboard/schema";

// The answer shapes of spec section 3, for the document only (the handlers build them in shapes.ts).
const memberSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });
const boardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  lastActivity: z.string(),
  members: z.array(memberSchema),
});
const listSchema = z.object({ id: z.string(), boardId: z.string(), position: z.number(), title: z.string() });
const cardSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  listId: z.string(),
  position: z.number(),
  title: z.string(),
  description: z.string(),
  labels: z.array(z.string()).describe("Label ids"),
  dueDate: z.string().nullable(),
});
const labelSchema = z.object({ id: z.string(), boardId: z.string(), title: z.string() });
const fullBoardSchema = boardSchema.extend({
  lists: z.array(listSchema.extend({ cards: z.array(cardSchema) })),
  labels: z.array(labelSchema),
});

const base = "/api/apps/scrumboard";
const tags = ["Scrumboard"];
const deleted = { schema: z.literal(true), description: "Deleted, or there was nothing to delete." };

export const scrumboardOperations: ApiOperation[] = [
  {
    operationId: "listBoards",
    method: "get",
    path: `${base}/boards`,
    summary: "The user's boards by title, members resolved",
    tags,
    response: { schema: z.array(boardSchema) },
  },
  {
    operationId: "getBoard",
    method: "get",
    path: `${base}/board`,
    summary: "One board: lists by position, each with its cards by position, and its labels (null when missing)",
    tags,
    query: idQuerySchema,
    response: { schema: fullBoardSchema.nullable() },
  },
  {
    operationId: "createBoardList",
    method: "post",
    path: `${base}/board/list`,
    summary: "Add a list after the board's last one (position + 65536)",
    tags,
    body: createListSchema,
    response: { schema: listSchema },
  },
  {
    operationId: "updateBoardList",
    method: "patch",
    path: `${base}/board/list`,
    summary: "Change a list's title or position (null when missing)",
    tags,
    body: updateListSchema,
    response: { schema: listSchema.nullable() },
  },
  {
    operationId: "deleteBoardList",
    method: "delete",
    path: `${base}/board/list`,
    summary: "Delete a list and its cards",
    tags,
    query: idQuerySchema,
    response: deleted,
  },
  {
    operationId: "updateBoardLists",
    method: "patch",
    path: `${base}/board/lists`,
    summary: "Change several lists in one transaction (an unknown id changes nothing)",
    tags,
    body: updateListsSchema,
    response: { schema: z.array(listSchema) },
  },
  {
    operationId: "createCard",
    method: "put",
    path: `${base}/board/card`,
    summary: "Add a card after the last card of its list",
    tags,
    body: createCardSchema,
    response: { schema: cardSchema },
  },
  {
    operationId: "updateCard",
    method: "patch",
    path: `${base}/board/card`,
    summary: "Change a card (null when missing)",
    tags,
    body: updateCardSchema,
    response: { schema: cardSchema.nullable() },
  },
  {
    operationId: "deleteCard",
    method: "delete",
    path: `${base}/board/card`,
    summary: "Delete a card",
    tags,
    query: idQuerySchema,
    response: deleted,
  },
  {
    operationId: "updateCards",
    method: "patch",
    path: `${base}/board/cards`,
    summary: "Change several cards in one transaction (a bad item changes nothing)",
    tags,
    body: updateCardsSchema,
    response: { schema: z.array(cardSchema) },
  },
  {
    operationId: "reorderListCards",
    method: "patch",
    path: `${base}/board/card/positions`,
    summary: "The cards of one list in order: each moves to that list at position (index + 1) × 65536",
    tags,
    body: updateCardPositionsSchema,
    response: { schema: z.array(cardSchema) },
  },
  {
    operationId: "listBoardLabels",
    method: "get",
    path: `${base}/board/labels`,
    summary: "A board's labels by title",
    tags,
    query: boardIdQuerySchema,
    response: { schema: z.array(labelSchema) },
  },
  {
    operationId: "createBoardLabel",
    method: "put",
    path: `${base}/board/label`,
    summary: "Add a label to a board",
    tags,
    body: createLabelSchema,
    response: { schema: labelSchema },
  },
  {
    operationId: "updateBoardLabel",
    method: "patch",
    path: `${base}/board/label`,
    summary: "Rename a label (null when missing)",
    tags,
    body: updateLabelSchema,
    response: { schema: labelSchema.nullable() },
  },
  {
    operationId: "deleteBoardLabel",
    method: "delete",
    path: `${base}/board/label`,
    summary: "Delete a label and strip it from every card",
    tags,
    query: idQuerySchema,
    response: deleted,
  },
];
