import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  createLabelBodySchema,
  idQuerySchema,
  mailFilterSchema,
  mailFolderSchema,
  mailLabelSchema,
  mailSchema,
  mailboxSettingsSchema,
  mailsPageSchema,
  mailsQuerySchema,
  updateLabelBodySchema,
  updateMailBodySchema,
  updateSettingsBodySchema,
} from "@/lib/mailbox/schema";

const base = "/api/apps/mailbox";
const tags = ["Mailbox"];

export const mailboxOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${base}/settings`,
    summary: "The user's mailbox settings",
    tags,
    response: { schema: mailboxSettingsSchema },
  },
  {
    method: "patch",
    path: `${base}/settings`,
    summary: "Merge mailbox settings; answers the whole settings object",
    tags,
    body: updateSettingsBodySchema,
    response: { schema: mailboxSettingsSchema },
  },
  {
    method: "get",
    path: `${base}/folders`,
    summary: "The folders with their counts: sent and trash 0, drafts and spam their total, inbox its unread mails",
    tags,
    response: { schema: z.array(mailFolderSchema) },
  },
  {
    method: "get",
    path: `${base}/filters`,
    summary: "The filters (starred, important)",
    tags,
    response: { schema: z.array(mailFilterSchema) },
  },
  {
    method: "get",
    path: `${base}/labels`,
    summary: "The user's labels, in their order",
    tags,
    response: { schema: z.array(mailLabelSchema) },
  },
  {
    method: "post",
    path: `${base}/label`,
    summary: "Add a label; a taken slug gets -1, -2, …",
    tags,
    body: createLabelBodySchema,
    response: { schema: mailLabelSchema },
  },
  {
    method: "patch",
    path: `${base}/label`,
    summary: "Change a label's title or colour; the slug is recomputed without a uniqueness check (null when missing)",
    tags,
    body: updateLabelBodySchema,
    response: { schema: mailLabelSchema.nullable() },
  },
  {
    method: "delete",
    path: `${base}/label`,
    summary: "Delete a label and take it off every mail (true even when missing)",
    tags,
    query: idQuerySchema,
    response: { schema: z.literal(true) },
  },
  {
    method: "get",
    path: `${base}/mails`,
    summary:
      "One page (1-based, 10 a page, newest first) of the mails of a folder, filter or label; beyond the last page mails is null",
    tags,
    query: mailsQuerySchema,
    response: { schema: mailsPageSchema },
  },
  {
    method: "get",
    path: `${base}/mail`,
    summary: "One mail (null when missing)",
    tags,
    query: idQuerySchema,
    response: { schema: mailSchema.nullable() },
  },
  {
    method: "patch",
    path: `${base}/mail`,
    summary: "Change a mail's starred, important, unread, folder or labels (null when missing)",
    tags,
    body: updateMailBodySchema,
    response: { schema: mailSchema.nullable() },
  },
];
