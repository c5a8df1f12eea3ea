import { ApiRequestError } from "@/lib/http/api-fetch";
import { accountInUseDetailsSchema, type AccountInUseDetails } from "@/lib/users/schema";

export const ACCOUNT_IN_USE = "account_in_use";

/**
 * What keeps the account from being deleted, read from a refused `DELETE /api/users/me` (409
 * `account_in_use`, its `details`); null for any other failure, or details of another shape.
 */
export function accountInUseDetails(error: unknown): AccountInUseDetails | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== ACCOUNT_IN_USE) return null;
  const body = error.body as { error?: { details?: unknown } } | null;
  const parsed = accountInUseDetailsSchema.safeParse(body?.error?.details);
  return parsed.success ? parsed.data : null;
}
