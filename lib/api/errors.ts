import type { z } from "zod";
import en from "@/messages/en.json";

export type ApiIssue = { path: (string | number)[]; code: string; message: string };

/**
 * An expected failure with its HTTP status, thrown from a use case or a handler and turned into
 * `{ error: { code, message, issues? } }` by the route wrapper.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
    /** Extra answer headers, e.g. `Retry-After` of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const validationMessages: Record<string, string> = en.validation;

/** Zod issues as the API answers them; schema messages are translation keys, answered in English. */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((segment) => (typeof segment === "symbol" ? String(segment) : segment)),
    code: issue.code,
    message: validationMessages[issue.message] ?? issue.message,
  }));
}

export function invalidRequest(message: string, issues?: ApiIssue[]): ApiError {
  return new ApiError(400, "invalid_request", message, issues);
}

export function errorResponse(error: ApiError): Response {
  const body: { code: string; message: string; issues?: ApiIssue[] } = { code: error.code, message: error.message };
  if (error.issues) body.issues = error.issues;
  return Response.json({ error: body }, { status: error.status, headers: error.headers });
}
