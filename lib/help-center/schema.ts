import { z } from "zod";

/** Guides listed per category when the guides call is given no `limit` (specification §9). */
export const DEFAULT_VISIBLE_GUIDES = 5;
/** Larger limits add nothing (no category holds this many) and are refused as mistakes. */
export const MAX_VISIBLE_GUIDES = 100;
export const SLUG_MAX = 100;

const requiredSlug = z.string({ error: "required" }).trim().min(1, "required").max(SLUG_MAX, "tooLong");
/** An empty `slug=` reads as no slug, as the original client's falsy check did. */
const optionalSlug = z
  .string()
  .trim()
  .max(SLUG_MAX, "tooLong")
  .optional()
  .transform((slug) => slug || undefined);

export const faqsQuerySchema = z.object({ slug: optionalSlug });

export const guidesQuerySchema = z.object({
  slug: optionalSlug,
  /** Ignored with a slug: a single category comes with all its guides. */
  limit: z.coerce.number().int().min(1).max(MAX_VISIBLE_GUIDES).default(DEFAULT_VISIBLE_GUIDES),
});

export const guideQuerySchema = z.object({ categorySlug: requiredSlug, guideSlug: requiredSlug });

// The answers' shapes, for the OpenAPI document.
const faqSchema = z.object({ id: z.string(), categoryId: z.string(), question: z.string(), answer: z.string() });
export const faqCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  faqs: z.array(faqSchema),
});

const guideSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
const guideCategoryFields = { id: z.string(), slug: z.string(), title: z.string() };
export const guideCategorySchema = z.object({ ...guideCategoryFields, guides: z.array(guideSummarySchema) });
export const guideCategoryPreviewSchema = z.object({
  ...guideCategoryFields,
  /** How many guides `guides` holds: the smaller of `limit` and `totalGuides`. */
  visibleGuides: z.number().int(),
  totalGuides: z.number().int(),
  guides: z.array(guideSummarySchema),
});
export const guideWithContentSchema = z.object({
  ...guideCategoryFields,
  guides: z.array(guideSummarySchema.extend({ content: z.string() })).length(1),
});

// The support form (the screen validates with it, the handler parses with it). Its limits are the
// stored message's: the subject becomes the message's title, the text its description.
export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_EMAIL_MAX = 254;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 2000;

const requiredText = (max: number) => z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");

export const supportRequestSchema = z.object({
  name: requiredText(SUPPORT_NAME_MAX),
  email: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(SUPPORT_EMAIL_MAX, "tooLong")
    .pipe(z.email({ error: "emailInvalid" })),
  subject: requiredText(SUPPORT_SUBJECT_MAX),
  message: requiredText(SUPPORT_MESSAGE_MAX),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
