import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { FEATURE_FLAGS, type FeatureFlagKey } from "@/lib/flags/definitions";

export const featureFlagKeySchema = z.enum(Object.keys(FEATURE_FLAGS) as [FeatureFlagKey, ...FeatureFlagKey[]]);
export const patchFeatureFlagSchema = z.object({ key: featureFlagKeySchema, enabled: z.boolean() });
export const isEnabledQuerySchema = z.object({ featureFlagID: z.string().min(1).max(100) });
export const outboxQuerySchema = z
  .object({
    to: z.string().trim().toLowerCase().max(254).optional().describe("The recipient, exactly (any case)."),
    search: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe(
        "Part of the recipient or the subject, any case; % and _ are plain characters. Asks for the page form.",
      ),
    page: z.coerce.number().int().min(1).max(100_000).optional().describe("Asks for the page form (default 1)."),
    pageSize: z.coerce.number().int().min(1).max(100).optional().describe("Asks for the page form (default 20)."),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .optional()
      .describe("Asks for the list form: the newest `limit` mails as an array (default 20)."),
  })
  .refine((query) => query.limit === undefined || (query.page === undefined && query.pageSize === undefined), {
    path: ["limit"],
    message: "Use either limit or page and pageSize, not both.",
  });

const flag = z.object({
  key: z.string(),
  enabled: z.boolean(),
  description: z.string(),
  updatedBy: z.string().nullable().describe('An administrator\'s email, or "cli" for `npm run flags -- set`.'),
  updatedAt: z.string().nullable().describe("Null for a flag never stored (it is off)."),
});

const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(["stored", "sent", "failed"]),
  error: z.string().nullable(),
  createdAt: z.string(),
});
const outboxPage = z.object({
  mails: z.array(outboxMail),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminOperations: ApiOperation[] = [
  {
    operationId: "isFeatureFlagEnabled",
    method: "get",
    path: "/featureFlag/IsEnabled",
    summary: "Whether a feature flag is on (unknown flags are off)",
    tags: ["Feature flags"],
    auth: false,
    query: isEnabledQuerySchema,
    response: { schema: z.boolean() },
  },
  {
    operationId: "listFeatureFlags",
    method: "get",
    path: "/api/admin/feature-flags",
    summary: "Every feature flag with who switched it last and when (admins)",
    tags: ["Admin"],
    response: { schema: z.object({ flags: z.array(flag) }) },
    errors: { 403: "Not an administrator" },
  },
  {
    operationId: "updateFeatureFlag",
    method: "patch",
    path: "/api/admin/feature-flags",
    summary: "Switch a feature flag (admins); records the admin's email as updatedBy",
    tags: ["Admin"],
    body: patchFeatureFlagSchema,
    response: { schema: flag },
    errors: { 403: "Not an administrator" },
  },
  {
    operationId: "listOutboxMails",
    method: "get",
    path: "/api/admin/outbox",
    summary: "The mail the app wrote, newest first (admins)",
    tags: ["Admin"],
    query: outboxQuerySchema,
    response: {
      description:
        "With `page`, `pageSize` or `search` (and no `limit`): one page `{ mails, total, page, pageSize }`. " +
        "Otherwise the newest `limit` mails as an array.",
      schema: z.union([outboxPage, z.array(outboxMail)]),
    },
    errors: { 403: "Not an administrator" },
  },
  {
    operationId: "getOpenApiDocument",
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    tags: ["Meta"],
    auth: false,
  },
];
