import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ApiError } from "@/lib/api/errors";
import { issueAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { authenticateWithPassword } from "@/lib/auth/authenticate";
import { clientIp } from "@/lib/limits/client-ip";
import { SIGN_IN_ERRORS, TWO_FACTOR_ERRORS } from "@/lib/auth/error-codes";
import { signInSchema } from "@/lib/auth/schema";
import {
  isFreshPasswordProof,
  isSessionLocked,
  lockSession,
  newSessionId,
  sessionIdOf,
  unlockSession,
} from "@/lib/auth/session-lock";
import { sessionCredential, type SessionClaims } from "@/lib/auth/session-token";
import { findUserForCredential } from "@/lib/auth/user";
import { getNextAuthSecret } from "@/lib/secrets";

/** What the client may send through `useSession().update()`. */
export type SessionUpdate = { lock: true } | { unlockWithAccessToken: string };

const TWO_FACTOR_CODES = new Set<string>(Object.values(TWO_FACTOR_ERRORS));

// Reissue the bearer token a day before it would expire, so an active tab never holds a dead one.
const ACCESS_TOKEN_RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Whether a session cookie's claims may still be used and renewed (lib/auth/user.ts decides). */
async function isSessionStillValid(claims: Partial<SessionClaims>): Promise<boolean> {
  if (typeof claims.sub !== "string" || typeof claims.authTime !== "number") return false;
  return (await findUserForCredential(claims.sub, sessionCredential(claims as SessionClaims))) !== null;
}

/** A password sign-in: a new session, with its own id and a bearer token that knows it. */
async function startSession(claims: SessionClaims, user: { id: string; rememberMe?: boolean }): Promise<void> {
  claims.sub = user.id;
  claims.authTime = Date.now();
  claims.sid = newSessionId();
  claims.rememberMe = user.rememberMe ?? true;
  claims.locked = false;
  delete claims.revalidatedAt;
  const signedInAt = new Date(claims.authTime);
  claims.accessToken = await issueAccessToken(user.id, signedInAt, signedInAt, { sessionId: claims.sid });
  // next-auth copies these by default; the shell reads them from the database instead.
  delete claims.name;
  delete claims.email;
  delete claims.picture;
}

/**
 * `useSession().update()` from /unlock-session. Locking writes the session's lock on the server
 * (lib/auth/session-lock.ts); unlocking needs a token from POST /api/auth/unlock-session, which
 * proves the password (and second factor) was typed just now, and deletes the lock.
 */
async function applySessionUpdate(claims: SessionClaims & { sid: string }, update: SessionUpdate): Promise<void> {
  if ("lock" in update && update.lock === true) {
    await lockSession(claims.sid, claims.sub);
    claims.locked = true;
  }
  if ("unlockWithAccessToken" in update && typeof update.unlockWithAccessToken === "string") {
    if (isFreshPasswordProof(await verifyAccessToken(update.unlockWithAccessToken), claims.sub)) {
      await unlockSession(claims.sid, claims.sub);
      claims.locked = false;
    }
  }
}

/** Reissues the session's bearer token a day before it expires, keeping its sign-in time, session and re-validation. */
async function renewAccessToken(claims: SessionClaims & { sid: string }): Promise<void> {
  if (!claims.accessToken) return;
  const current = await verifyAccessToken(claims.accessToken);
  if (current && current.expiresAt.getTime() - Date.now() >= ACCESS_TOKEN_RENEW_BEFORE_MS) return;
  // The renewed token keeps the session's password sign-in time (and so its end).
  claims.accessToken = await issueAccessToken(claims.sub, new Date(), new Date(claims.authTime), {
    sessionId: claims.sid,
    ...sessionCredential(claims),
  });
}

export function getAuthOptions(): NextAuthOptions {
  return {
    secret: getNextAuthSecret(),
    session: { strategy: "jwt" },
    pages: { signIn: "/sign-in", signOut: "/sign-out", error: "/sign-in" },
    providers: [
      CredentialsProvider({
        name: "credentials",
        credentials: { email: {}, password: {}, rememberMe: {}, code: {} },
        async authorize(credentials, request) {
          const parsed = signInSchema.safeParse(credentials);
          if (!parsed.success) return null;
          let user;
          try {
            user = await authenticateWithPassword(parsed.data, clientIp(request?.headers));
          } catch (error) {
            // next-auth passes only an Error's message on to the sign-in page.
            if (error instanceof ApiError && error.status === 429) throw new Error(SIGN_IN_ERRORS.throttled);
            // Two-factor sign-in: the form asks for the code, or says it was wrong.
            if (error instanceof ApiError && TWO_FACTOR_CODES.has(error.code)) throw new Error(error.code);
            throw error;
          }
          if (!user) return null;
          return {
            id: user.id,
            email: user.email,
            name: user.displayName,
            rememberMe: credentials?.rememberMe !== "false",
          };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger, session }) {
        const claims = token as SessionClaims;
        if (user) {
          await startSession(claims, user as { id: string; rememberMe?: boolean });
          return claims;
        }
        if (!(await isSessionStillValid(claims))) {
          // The user is gone, the password changed since this session began, or it outlived the
          // absolute lifetime: nothing is renewed and the session hands out no bearer token.
          delete claims.accessToken;
          return claims;
        }
        // A cookie from before session ids existed keeps the one derived from it from now on.
        const sessionClaims = Object.assign(claims, { sid: sessionIdOf(claims) });
        if (trigger === "update" && session) await applySessionUpdate(sessionClaims, session as SessionUpdate);
        // The lock lives on the server: a copy of this cookie taken before it was locked is locked too.
        if (!claims.locked && (await isSessionLocked(sessionClaims.sid))) claims.locked = true;
        await renewAccessToken(sessionClaims);
        return claims;
      },
      async session({ session, token }) {
        const claims = token as SessionClaims;
        return {
          expires: session.expires,
          userId: claims.sub,
          locked: claims.locked === true,
          accessToken: claims.locked ? undefined : claims.accessToken,
        };
      },
    },
  };
}
