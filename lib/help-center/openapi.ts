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
  supportRequestSchema,
} from "@/lib/help-center/schema";
import { noticeSchema } from "@/lib/shell/schema";

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
  {
    operationId: "sendSupportRequest",
    method: "post",
    path: "/api/help-center/support",
    summary:
      "Sends a support request: kept as an unread message of the user's own (the top bar's messages panel), titled with the subject, which it answers",
    tags,
    body: supportRequestSchema,
    response: { schema: noticeSchema },
  },
];
