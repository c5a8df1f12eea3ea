import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  faqCategorySchema,
  faqsQuerySchema,
  guideCategoryPreviewSchema,
  guideCategorySchema,
  guideQuerySchema,
  guidesQuerySchema,
  guideWithContentSchema,
} from "@/lib/help-center/schema";

const tags = ["Help center"];

export const helpCenterOperations: ApiOperation[] = [
  {
    operationId: "listFaqs",
    method: "get",
    path: "/api/help-center/faqs",
    summary:
      "Without slug: every FAQ category with its FAQs (an array). With slug: that category with its FAQs (an object)",
    tags,
    query: faqsQuerySchema,
    response: { schema: z.union([z.array(faqCategorySchema), faqCategorySchema]) },
    errors: { 404: "No FAQ category has this slug." },
  },
  {
    operationId: "listGuides",
    method: "get",
    path: "/api/help-center/guides",
    summary:
      "Without slug: every guide category with its first `limit` guides (default 5), visibleGuides and totalGuides (an array). With slug: that category with all its guides (an object). No content in either",
    tags,
    query: guidesQuerySchema,
    response: { schema: z.union([z.array(guideCategoryPreviewSchema), guideCategorySchema]) },
    errors: { 404: "No guide category has this slug." },
  },
  {
    operationId: "getGuide",
    method: "get",
    path: "/api/help-center/guide",
    summary: "One guide with its content, inside its category as `guides: [guide]`",
    tags,
    query: guideQuerySchema,
    response: { schema: guideWithContentSchema },
    errors: { 404: "No guide has these slugs." },
  },
];
