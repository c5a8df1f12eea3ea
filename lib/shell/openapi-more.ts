import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { preferencesAnswerSchema, preferencesSchema } from "@/lib/shell/preferences";
import { searchBodySchema } from "@/lib/shell/search";
import { memberVendorSchema, switchAccountAnswerSchema, switchAccountBodySchema } from "@/lib/vendors/schema";

// Documentation only (the handlers build these values in code). The navigation is a tree of
// groups holding basic items; it is written out two levels deep rather than as a recursive schema,
// whose JSON Schema `$ref`s would point at the OpenAPI document's root instead of the schema's.
const navigationLeafSchema = z.object({
  id: z.string(),
  title: z.string(),
  translationKey: z.string().optional(),
  subtitle: z.string().optional(),
  type: z.enum(["basic", "group", "collapsable", "divider"]),
  icon: z.string().optional(),
  link: z.string().optional(),
});
const navigationItemSchema = navigationLeafSchema.extend({ children: z.array(navigationLeafSchema).optional() });
const navigationSchema = z.object({
  default: z.array(navigationItemSchema),
  horizontal: z.array(navigationItemSchema),
  compact: z.array(navigationItemSchema),
  futuristic: z.array(navigationItemSchema),
  product: z.array(navigationItemSchema),
});

const searchResultGroupSchema = z.object({
  id: z.enum(["contacts", "pages", "tasks"]),
  label: z.string(),
  results: z.array(
    z.object({
      value: z.string(),
      link: z.string(),
      title: z.string().optional(),
      name: z.string().optional(),
      avatar: z.string().nullable().optional(),
      completed: z.boolean().optional(),
    }),
  ),
});

const vendorsOff = "The vendors feature (ENABLE_VENDORS) is off";

export const shellMoreOperations: ApiOperation[] = [
  {
    operationId: "getNavigation",
    method: "get",
    path: "/api/common/navigation",
    summary: "The navigation variants and the product's menu (vendors only with ENABLE_VENDORS)",
    tags: ["Shell"],
    response: { schema: navigationSchema },
  },
  {
    operationId: "search",
    method: "post",
    path: "/api/common/search",
    summary: "Search the user's contacts, the pages and the user's tasks (at most 5 each; empty or blank query: [])",
    tags: ["Shell"],
    body: searchBodySchema,
    response: { schema: z.array(searchResultGroupSchema) },
  },
  {
    operationId: "getPreferences",
    method: "get",
    path: "/api/common/preferences",
    summary: "The user's layout, scheme, theme and language",
    tags: ["Shell"],
    response: { schema: preferencesAnswerSchema },
  },
  {
    operationId: "updatePreferences",
    method: "patch",
    path: "/api/common/preferences",
    summary: "Change any of layout, scheme, theme and language; answers all four",
    tags: ["Shell"],
    body: preferencesSchema,
    response: { schema: preferencesAnswerSchema },
  },
  {
    operationId: "listVendors",
    method: "get",
    path: "/api/vendors",
    summary: "The vendors the user is a member of, by name, with their role",
    tags: ["Vendors"],
    response: { schema: z.array(memberVendorSchema) },
    errors: { 404: vendorsOff },
  },
  {
    operationId: "getCurrentVendor",
    method: "get",
    path: "/api/vendors/current",
    summary: "The active vendor, or null for the personal account",
    tags: ["Vendors"],
    response: { schema: memberVendorSchema.nullable() },
    errors: { 404: vendorsOff },
  },
  {
    operationId: "switchAccount",
    method: "post",
    path: "/api/vendors/switch",
    summary:
      "Switch the active account: a vendor of the user's, or null for the personal account (allowed even with the flag off)",
    tags: ["Vendors"],
    body: switchAccountBodySchema,
    response: { schema: switchAccountAnswerSchema },
    errors: {
      404: `Not a vendor of the user's, or ${vendorsOff.toLowerCase()}`,
      409: "That account is already active (already_active)",
    },
  },
];
