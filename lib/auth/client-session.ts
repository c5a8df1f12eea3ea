"use client";
import { useSyncExternalStore } from "react";
import type { Session } from "next-auth";

// The browser's side of the next-auth session, without next-auth/react: that package (its
// SessionProvider, its Babel runtime) was about 10 kB of every page's first load (issue 17). These
// are the same requests to the same next-auth endpoints (GET and POST /api/auth/session, the CSRF
// token, POST /api/auth/signout) and the same message to the other tabs in localStorage
// ("nextauth.message"), so tabs still on next-auth/react (the sign-out page) and these hear each
// other. next-auth itself stays on the server.

const AUTH_BASE = "/api/auth";
const BROADCAST_KEY = "nextauth.message";

/** As next-auth's `useSession()`: while an update runs the status is "loading" and the data stays. */
export type SessionState =
  | { data: Session; status: "authenticated" }
  | { data: Session | null; status: "loading" }
  | { data: null; status: "unauthenticated" };

let state: SessionState = { data: null, status: "loading" };
const listeners = new Set<() => void>();
const SERVER_STATE: SessionState = { data: null, status: "loading" };

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function publish(data: Session | null): Session | null {
  setState(data ? { data, status: "authenticated" } : { data: null, status: "unauthenticated" });
  return data;
}

/** next-auth's own reading of an answer: an empty object is no session; a failure is null. */
async function requestAuth<T>(path: string, init?: RequestInit): Promise<T | null> {
  try {
    const response = await fetch(`${AUTH_BASE}/${path}`, {
      ...init,
      headers: { "Content-Type": "application/json", ...init?.headers },
    });
    const data = await response.json();
    if (!response.ok) throw data;
    return data && Object.keys(data).length > 0 ? (data as T) : null;
  } catch (error) {
    console.error("[auth] CLIENT_FETCH_ERROR", path, error);
    return null;
  }
}

/** Tells the other tabs the session changed; they read it again. */
function broadcast(trigger: "getSession" | "signout"): void {
  try {
    localStorage.setItem(
      BROADCAST_KEY,
      JSON.stringify({ event: "session", data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {
    // Storage may be off (private mode); the other tabs then learn it on their next request.
  }
}

async function csrfToken(): Promise<string | undefined> {
  return (await requestAuth<{ csrfToken: string }>("csrf"))?.csrfToken;
}

/** Reads the session cookie's session (which also renews the bearer token when it is due). */
export async function refreshSession({ broadcast: tellOtherTabs }: { broadcast: boolean }): Promise<Session | null> {
  const session = publish(await requestAuth<Session>("session"));
  if (tellOtherTabs) broadcast("getSession");
  return session;
}

/**
 * `useSession().update()`: sends `data` to the session's jwt callback (lib/auth/next-auth-options.ts)
 * and answers the new session; undefined while the session is still loading or there is none.
 */
export async function updateSession(data?: unknown): Promise<Session | null | undefined> {
  if (state.status !== "authenticated") return undefined;
  const previous = state.data;
  setState({ data: previous, status: "loading" });
  const session = await requestAuth<Session>("session", {
    method: "POST",
    body: JSON.stringify({ csrfToken: await csrfToken(), data }),
  });
  if (!session) {
    // next-auth keeps the session it had when the update fails.
    setState({ data: previous, status: "authenticated" });
    return session;
  }
  publish(session);
  broadcast("getSession");
  return session;
}

/** `signOut({ redirect: false })`: ends the session cookie, tells the other tabs, reads the (empty) session. */
export async function signOutInPlace(): Promise<void> {
  await fetch(`${AUTH_BASE}/signout`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      csrfToken: (await csrfToken()) ?? "",
      callbackUrl: window.location.href,
      json: "true",
    }),
  });
  broadcast("signout");
  await refreshSession({ broadcast: false });
}

/** Calls `onMessage` when another tab says the session changed. */
export function onOtherTabSessionChange(onMessage: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== BROADCAST_KEY) return;
    try {
      const message = JSON.parse(event.newValue ?? "{}");
      if (message?.event === "session" && message.data) onMessage();
    } catch {
      // Not a session message.
    }
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSession(): SessionState {
  return state;
}

/** `useSession()`'s shape: the session, its status and `update`. */
export function useClientSession(): SessionState & { update: typeof updateSession } {
  const current = useSyncExternalStore(subscribeToSession, currentSession, () => SERVER_STATE);
  return { ...current, update: updateSession };
}
