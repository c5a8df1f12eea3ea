import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  academyCategorySchema,
  courseProgressBodySchema,
  courseProgressSchema,
  courseQuerySchema,
  courseSchema,
  courseWithStepsSchema,
} from "@/lib/academy/schema";

const tags = ["Academy"];

export const academyOperations: ApiOperation[] = [
  {
    operationId: "listCourseCategories",
    method: "get",
    path: "/api/apps/academy/categories",
    summary: "The course categories by title",
    tags,
    response: { schema: z.array(academyCategorySchema) },
  },
  {
    operationId: "listCourses",
    method: "get",
    path: "/api/apps/academy/courses",
    summary: "Every course by title, with the user's progress, without steps",
    tags,
    response: { schema: z.array(courseSchema) },
  },
  {
    operationId: "getCourse",
    method: "get",
    path: "/api/apps/academy/courses/course",
    summary: "One course with its steps and the user's progress",
    tags,
    query: courseQuerySchema,
    response: { schema: courseWithStepsSchema },
    errors: { 404: "No course has this id." },
  },
  {
    operationId: "saveCourseProgress",
    method: "patch",
    path: "/api/apps/academy/courses/course/progress",
    summary:
      "Moves the user to a step of a course (0-based) and answers the progress; arriving at the last step from another counts the course as finished once more (`completed`)",
    tags,
    body: courseProgressBodySchema,
    response: { schema: courseProgressSchema },
    errors: { 404: "No course has this id." },
  },
];
