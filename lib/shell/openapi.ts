import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  idQuerySchema,
  NOTICE_KINDS,
  noticeSchema,
  shortcutFieldsSchema,
  shortcutSchema,
  type NoticeKind,
} from "@/lib/shell/schema";
import { noticeBodySchemas } from "@/lib/shell/notice-routes";
import { userPatchSchema } from "@/lib/shell/user";

const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
});

export const shortcutBodySchema = z.object({ shortcut: shortcutFieldsSchema });
export const shortcutUpdateSchema = z.object({ id: z.string().min(1).max(100), shortcut: shortcutFieldsSchema });

function noticeOperations(kind: NoticeKind): ApiOperation[] {
  const base = `/api/common/${NOTICE_KINDS[kind]}`;
  const tags = ["Shell"];
  const bodies = noticeBodySchemas(kind);
  const item = { schema: noticeSchema.nullable() };
  // listMessages, createMessage, …, markAllNotificationsRead, setNotificationReadStatus
  const one = kind === "message" ? "Message" : "Notification";
  const all = `${one}s`;
  return [
    {
      operationId: `list${all}`,
      method: "get",
      path: base,
      summary: `The user's ${NOTICE_KINDS[kind]}, newest first`,
      tags,
      response: { schema: z.array(noticeSchema) },
    },
    {
      operationId: `create${one}`,
      method: "post",
      path: base,
      summary: `Add a ${kind}`,
      tags,
      body: bodies.create,
      response: { schema: noticeSchema },
    },
    {
      operationId: `update${one}`,
      method: "patch",
      path: base,
      summary: `Change a ${kind} (null when missing)`,
      tags,
      body: bodies.update,
      response: item,
    },
    {
      operationId: `delete${one}`,
      method: "delete",
      path: base,
      summary: `Delete a ${kind}; answers the deleted item (null when missing)`,
      tags,
      query: idQuerySchema,
      response: item,
    },
    {
      operationId: `markAll${all}Read`,
      method: "get",
      path: `${base}/mark-all-as-read`,
      summary: `Mark every ${kind} read and seen`,
      tags,
      response: { schema: z.literal(true) },
    },
    {
      operationId: `set${one}ReadStatus`,
      method: "post",
      path: `${base}/toggle-read-status`,
      summary: `Set a ${kind}'s read flag`,
      tags,
      body: bodies.toggle,
      response: item,
    },
  ];
}

export const shellOperations: ApiOperation[] = [
  ...noticeOperations("message"),
  ...noticeOperations("notification"),
  {
    operationId: "listShortcuts",
    method: "get",
    path: "/api/common/shortcuts",
    summary: "The user's shortcuts",
    tags: ["Shell"],
    response: { schema: z.array(shortcutSchema) },
  },
  {
    operationId: "createShortcut",
    method: "post",
    path: "/api/common/shortcuts",
    summary: "Add a shortcut",
    tags: ["Shell"],
    body: shortcutBodySchema,
    response: { schema: shortcutSchema },
  },
  {
    operationId: "updateShortcut",
    method: "patch",
    path: "/api/common/shortcuts",
    summary: "Change a shortcut (null when missing)",
    tags: ["Shell"],
    body: shortcutUpdateSchema,
    response: { schema: shortcutSchema.nullable() },
  },
  {
    operationId: "deleteShortcut",
    method: "delete",
    path: "/api/common/shortcuts",
    summary: "Delete a shortcut",
    tags: ["Shell"],
    query: idQuerySchema,
    response: { schema: z.literal(true) },
  },
  {
    operationId: "getCurrentUser",
    method: "get",
    path: "/api/common/user",
    summary: "The signed-in user",
    tags: ["Shell"],
    response: { schema: publicUserSchema },
  },
  {
    operationId: "updateCurrentUser",
    method: "patch",
    path: "/api/common/user",
    summary: "Change the user's name, avatar or status",
    tags: ["Shell"],
    body: userPatchSchema,
    response: { schema: publicUserSchema },
  },
];
