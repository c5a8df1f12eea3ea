"use client";
import { useClientSession } from "@/lib/auth/client-session";
import { setAccessToken } from "@/lib/http/api-fetch";

/**
 * After a change that ends every other session (a new password, "sign out everywhere else") the
 * answer wrote this browser's session cookie again with a new bearer token; this reads it at once,
 * so the very next API call does not send the old token (which now answers 401 and signs out).
 */
export function useRenewSession() {
  const { update } = useClientSession();
  return async () => {
    const session = await update();
    setAccessToken(session?.accessToken);
  };
}
