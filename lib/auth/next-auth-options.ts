import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ApiError } from "@/lib/api/errors";
import { issueAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { authenticateWithPassword } from "@/lib/auth/authenticate";
import { clientIp } from "@/lib/limits/client-ip";
import { SIGN_IN_ERRORS, signInSchema, TWO_FACTOR_ERRORS } from "@/lib/auth/schema";
import type { SessionClaims } from "@/lib/auth/session-token";
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
  return (await findUserForCredential(claims.sub, new Date(claims.authTime))) !== null;
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
          claims.sub = user.id;
          claims.authTime = Date.now();
          claims.rememberMe = (user as { rememberMe?: boolean }).rememberMe ?? true;
          claims.locked = false;
          claims.accessToken = await issueAccessToken(user.id, new Date(claims.authTime));
          // next-auth copies these by default; the shell reads them from the database instead.
          delete claims.name;
          delete claims.email;
          delete claims.picture;
        }
        if (trigger === "update" && session) {
          const update = session as SessionUpdate;
          if ("lock" in update && update.lock === true) claims.locked = true;
          if ("unlockWithAccessToken" in update && typeof update.unlockWithAccessToken === "string") {
            // A token from POST /api/auth/unlock-session proves the password was just typed again.
            const proof = await verifyAccessToken(update.unlockWithAccessToken);
            if (proof && proof.userId === claims.sub && Date.now() - proof.issuedAt.getTime() < 60_000) {
              claims.locked = false;
            }
          }
        }
        if (!user && !(await isSessionStillValid(claims))) {
          // The user is gone, the password changed since this session began, or it outlived the
          // absolute lifetime: nothing is renewed and the session hands out no bearer token.
          delete claims.accessToken;
          return claims;
        }
        if (claims.accessToken) {
          const current = await verifyAccessToken(claims.accessToken);
          if (!current || current.expiresAt.getTime() - Date.now() < ACCESS_TOKEN_RENEW_BEFORE_MS) {
            // The renewed token keeps the session's password sign-in time (and so its end).
            claims.accessToken = await issueAccessToken(claims.sub, new Date(), new Date(claims.authTime));
          }
        }
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
