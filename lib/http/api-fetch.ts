"use client";
import { signOutInPlace } from "@/lib/auth/client-session";
import type { ApiIssue } from "@/lib/api/errors";
import { TWO_FACTOR_ERRORS } from "@/lib/auth/error-codes";
import { setLoadingStatus } from "@/lib/http/loading";

// The bearer token of the signed-in session, kept in step by <AccessTokenBridge>.
let accessToken: { value: string; expiresAt: number } | null = null;

export function setAccessToken(token: string | undefined): void {
  if (!token) {
    accessToken = null;
    return;
  }
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    accessToken = { value: token, expiresAt: Number(payload.exp) * 1000 };
  } catch {
    accessToken = null;
  }
}

/** A non-2xx answer. `code` and `issues` are the API's `{ error: { code, message, issues } }` (lib/api/errors.ts). */
export class ApiRequestError extends Error {
  readonly code: string | undefined;
  readonly issues: ApiIssue[];

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const error =
      typeof body === "object" && body && "error" in body
        ? (body as { error: { message?: unknown; code?: unknown; issues?: unknown } | string }).error
        : undefined;
    const detail = typeof error === "object" && error ? error : undefined;
    super(
      typeof error === "string"
        ? error
        : typeof detail?.message === "string"
          ? detail.message
          : `Request failed with status ${status}`,
    );
    this.name = "ApiRequestError";
    this.code = typeof detail?.code === "string" ? detail.code : undefined;
    this.issues = Array.isArray(detail?.issues) ? (detail.issues as ApiIssue[]) : [];
  }
}

/**
 * Every request the browser makes to the API: sends the bearer token when one exists and has
 * not expired (specification, section 7), parses JSON, throws `ApiRequestError` on a non-2xx
 * answer, and on any 401 signs the user out and reloads the page (section 8). A 423
 * `session_locked` (the session was locked at /unlock-session, maybe in another tab) is not a
 * lost session: the page goes to the lock screen, and back here once unlocked.
 */
export async function apiFetch<T = unknown>(input: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (accessToken && accessToken.expiresAt > Date.now()) headers.set("authorization", `Bearer ${accessToken.value}`);
  if (init.body !== undefined && typeof init.body === "string" && !headers.has("content-type")) {
    headers.set("content-type", "application/json");
  }
  setLoadingStatus(true, input);
  let response: Response;
  let text: string;
  try {
    response = await fetch(input, { ...init, headers });
    text = await response.text();
  } finally {
    setLoadingStatus(false, input);
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (e.g. the plain "NOT FOUND"): keep the text.
  }
  const error = response.ok ? null : new ApiRequestError(response.status, body);
  // A 401 asking for a two-factor code (unlocking the session) is a step of a form, not a lost session.
  if (response.status === 401 && !isTwoFactorStep(error)) {
    await signOutInPlace();
    window.location.reload();
  }
  if (response.status === 423 && error?.code === "session_locked") goToLockScreen();
  if (error) throw error;
  return body as T;
}

/** A full navigation to the lock screen (outside the shell), which comes back to this page once unlocked. */
function goToLockScreen(): void {
  const { pathname, search, origin } = window.location;
  if (pathname === "/unlock-session") return;
  const lockScreen = new URL("/unlock-session", origin);
  lockScreen.searchParams.set("redirectURL", `${pathname}${search}`);
  window.location.assign(lockScreen);
}

function isTwoFactorStep(error: ApiRequestError | null): boolean {
  return error?.code === TWO_FACTOR_ERRORS.required || error?.code === TWO_FACTOR_ERRORS.invalidCode;
}

/** A JSON body for `apiFetch`. */
export function jsonBody(method: "POST" | "PATCH" | "PUT" | "DELETE", body: unknown): RequestInit {
  return { method, body: JSON.stringify(body), headers: { "content-type": "application/json" } };
}
