import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  addNoteTaskSchema,
  createNoteLabelSchema,
  createNoteSchema,
  noteAnswerSchema,
  noteIdQuerySchema,
  noteLabelAnswerSchema,
  updateNoteLabelSchema,
  updateNoteSchema,
} from "@/lib/notes/schema";

const tags = ["Notes"];
const labels = z.array(noteLabelAnswerSchema);

export const notesOperations: ApiOperation[] = [
  {
    operationId: "listNoteLabels",
    method: "get",
    path: "/api/apps/notes/labels",
    summary: "The user's note labels, oldest first",
    tags,
    response: { schema: labels },
  },
  {
    operationId: "createNoteLabel",
    method: "post",
    path: "/api/apps/notes/labels",
    summary: "Add a label at the end; answers all labels",
    tags,
    body: createNoteLabelSchema,
    response: { schema: labels },
  },
  {
    operationId: "updateNoteLabel",
    method: "patch",
    path: "/api/apps/notes/labels",
    summary: "Rename a label; answers all labels, or null when the label does not exist",
    tags,
    body: updateNoteLabelSchema,
    response: { schema: labels.nullable() },
  },
  {
    operationId: "deleteNoteLabel",
    method: "delete",
    path: "/api/apps/notes/labels",
    summary: "Delete a label and remove it from every note; true even when it did not exist",
    tags,
    query: noteIdQuerySchema,
    response: { schema: z.literal(true) },
  },
  {
    operationId: "addNoteChecklistItem",
    method: "post",
    path: "/api/apps/notes/tasks",
    summary: "Append an unchecked item to a note's checklist; answers the note, or null when it does not exist",
    tags,
    body: addNoteTaskSchema,
    response: { schema: noteAnswerSchema.nullable() },
  },
  {
    operationId: "listNotes",
    method: "get",
    path: "/api/apps/notes/all",
    summary: "All notes, archived included, newest first, with their labels resolved",
    tags,
    response: { schema: z.array(noteAnswerSchema) },
  },
  {
    operationId: "createNote",
    method: "post",
    path: "/api/apps/notes",
    summary: "Create a note",
    tags,
    body: createNoteSchema,
    response: { schema: noteAnswerSchema },
  },
  {
    operationId: "updateNote",
    method: "patch",
    path: "/api/apps/notes",
    summary: "Change the given fields of a note (sets updatedAt); null when the note does not exist",
    tags,
    body: updateNoteSchema,
    response: { schema: noteAnswerSchema.nullable() },
  },
  {
    operationId: "deleteNote",
    method: "delete",
    path: "/api/apps/notes",
    summary: "Delete a note; true even when it did not exist",
    tags,
    query: noteIdQuerySchema,
    response: { schema: z.literal(true) },
  },
];
