import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { FEATURE_FLAGS, type FeatureFlagKey } from "@/lib/flags/definitions";

export const featureFlagKeySchema = z.enum(Object.keys(FEATURE_FLAGS) as [FeatureFlagKey, ...FeatureFlagKey[]]);
export const patchFeatureFlagSchema = z.object({ key: featureFlagKeySchema, enabled: z.boolean() });
export const isEnabledQuerySchema = z.object({ featureFlagID: z.string().min(1).max(100) });
export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const flag = z.object({ key: z.string(), enabled: z.boolean(), description: z.string(), updatedAt: z.string() });

export const adminOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/featureFlag/IsEnabled",
    summary: "Whether a feature flag is on (unknown flags are off)",
    tags: ["Feature flags"],
    auth: false,
    query: isEnabledQuerySchema,
    response: { schema: z.boolean() },
  },
  {
    method: "get",
    path: "/api/admin/feature-flags",
    summary: "List feature flags (admins)",
    tags: ["Admin"],
    response: { schema: z.array(flag) },
    errors: { 403: "Not an administrator" },
  },
  {
    method: "patch",
    path: "/api/admin/feature-flags",
    summary: "Switch a feature flag (admins)",
    tags: ["Admin"],
    body: patchFeatureFlagSchema,
    response: { schema: flag },
    errors: { 403: "Not an administrator" },
  },
  {
    method: "get",
    path: "/api/admin/outbox",
    summary: "The newest mails in the outbox (admins)",
    tags: ["Admin"],
    query: outboxQuerySchema,
    errors: { 403: "Not an administrator" },
  },
  { method: "get", path: "/api/openapi.json", summary: "This document", tags: ["Meta"], auth: false },
];
