import { z } from "zod";

export const ID_MAX = 100;

export const courseQuerySchema = z.object({
  id: z.string({ error: "required" }).trim().min(1, "required").max(ID_MAX, "tooLong"),
});

// The answers' shapes, for the OpenAPI document.
export const academyCategorySchema = z.object({ id: z.string(), title: z.string(), slug: z.string() });

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The category's slug. */
  category: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  totalSteps: z.number().int(),
  updatedAt: z.iso.datetime(),
  featured: z.boolean(),
  /** The signed-in user's progress; { currentStep: 0, completed: 0 } before they start. */
  progress: z.object({ currentStep: z.number().int(), completed: z.number().int() }),
});

export const courseWithStepsSchema = courseSchema.extend({
  steps: z.array(z.object({ order: z.number().int(), title: z.string(), subtitle: z.string(), content: z.string() })),
});

/** The step a user is on in a course (0-based); reaching the last one counts the course as finished. */
export const courseProgressBodySchema = z.object({
  id: z.string({ error: "required" }).trim().min(1, "required").max(ID_MAX, "tooLong"),
  currentStep: z.number({ error: "wholeNumber" }).int("wholeNumber").min(0, "notNegative"),
});
export type CourseProgressBody = z.infer<typeof courseProgressBodySchema>;

export const courseProgressSchema = z.object({ currentStep: z.number().int(), completed: z.number().int() });
export type CourseProgress = z.infer<typeof courseProgressSchema>;
