import { ApiError, invalidRequest } from "@/lib/api/errors";
import en from "@/messages/en.json";

// The events product's expected failures that more than one use case answers.

const validation: Record<string, string> = en.validation;

/** A 400 about one field, shaped like zod's (the API answers the `validation` message in English). */
export function fieldError(
  path: (string | number)[],
  messageKey: string,
  message = "The request body is not valid.",
): ApiError {
  return invalidRequest(message, [{ path, code: "custom", message: validation[messageKey] ?? messageKey }]);
}

export function slugTaken(): ApiError {
  return new ApiError(409, "slug_taken", "Another event already uses this address.", [
    { path: ["slug"], code: "custom", message: "Another event already uses this address." },
  ]);
}

export function notFound(what: "Ticket type" | "Promo code" | "Order"): ApiError {
  return new ApiError(404, "not_found", `${what} not found.`);
}
