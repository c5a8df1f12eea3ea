import { z } from "zod";
import { LOCALES } from "@/lib/i18n/config";
import { THEME_NAMES } from "@/lib/shell/themes";
import { SCHEME_NAMES } from "@/lib/shell/appearance";
import { LAYOUT_NAMES } from "@/lib/shell/layout-resolution";

// Client-safe on purpose (no database import): the settings drawer validates with the same lists
// and schema the API does. The reads and writes are in app/api/common/preferences/route.ts.

/** Every layout of the shell (spec section 2, "Layouts"); the product's classic one is the default. */
export const LAYOUTS = LAYOUT_NAMES;

/** `auto` follows the system's preference. */
export const SCHEMES = SCHEME_NAMES;

/** The colour themes (spec section 9), each a class on <body>. */
export const THEMES = THEME_NAMES;

export type Layout = (typeof LAYOUTS)[number];
export type Scheme = (typeof SCHEMES)[number];
export type Theme = (typeof THEMES)[number];

/**
 * A change to the user's preferences: any of the four, the others stay. Unknown fields are refused
 * rather than dropped, so a misspelt field is a 400 and not a silent no-op.
 */
export const preferencesSchema = z.strictObject({
  layout: z.enum(LAYOUTS).optional(),
  scheme: z.enum(SCHEMES).optional(),
  theme: z.enum(THEMES).optional(),
  language: z.enum(LOCALES).optional(),
});
export type PreferencesChange = z.infer<typeof preferencesSchema>;

/** The saved preferences as the API answers them. */
export const preferencesAnswerSchema = preferencesSchema.required();
export type Preferences = z.infer<typeof preferencesAnswerSchema>;

/** The User columns behind the preferences (they have the same names). */
export const preferencesSelect = { layout: true, scheme: true, theme: true, language: true } as const;
