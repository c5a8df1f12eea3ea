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
