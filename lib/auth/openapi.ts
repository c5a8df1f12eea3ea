import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signInWithTokenSchema,
  signUpSchema,
  unlockSessionSchema,
  USER_STATUSES,
} from "@/lib/auth/schema";

const publicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(USER_STATUSES),
});
const signedIn = z.object({ user: publicUser, accessToken: z.string(), tokenType: z.literal("bearer") });
const tags = ["Auth"];
const TWO_FACTOR_401 =
  "The password is right but two-factor sign-in is on: `two_factor_required` without `code`, " +
  "`invalid_two_factor_code` for a wrong or used code";

export const authOperations: ApiOperation[] = [
  {
    operationId: "signIn",
    method: "post",
    path: "/api/auth/sign-in",
    summary: "Sign in with email and password (and `code` when the user has two-factor sign-in on)",
    tags,
    auth: false,
    body: signInSchema,
    response: { schema: signedIn },
    errors: {
      401: TWO_FACTOR_401,
      404: "Wrong credentials (body: false)",
      429: "Too many failed attempts (wrong passwords and wrong codes) for this email",
    },
  },
  {
    operationId: "signInWithToken",
    method: "post",
    path: "/api/auth/sign-in-with-token",
    summary: "Exchange a valid access token for a fresh one",
    tags,
    auth: false,
    body: signInWithTokenSchema,
    response: { schema: signedIn },
    errors: {
      401: 'Bad signature, expired or revoked: { "error": "Invalid token" }',
      423: "`session_locked`: the token belongs to a browser session locked at /unlock-session",
    },
  },
  {
    operationId: "signUp",
    method: "post",
    path: "/api/auth/sign-up",
    summary:
      "Create an account (mails a confirmation link); with invitationToken it joins that vendor in the same transaction",
    tags,
    auth: false,
    body: signUpSchema,
    response: { schema: z.literal(true) },
    errors: {
      404: "invitationToken: unknown, or vendors are switched off; no account is made",
      409: "The email is taken",
      410: "invitationToken: used, revoked or expired (invitation_gone); no account is made",
      429: "`too_many_attempts`: too many sign-ups from this address or for this email this hour (Retry-After)",
    },
  },
  {
    operationId: "requestPasswordReset",
    method: "post",
    path: "/api/auth/forgot-password",
    summary:
      "Mail a password reset link (answers true either way, also when the address had too many requests this hour: then nothing is mailed)",
    tags,
    auth: false,
    body: forgotPasswordSchema,
    response: { schema: z.literal(true) },
    errors: { 429: "`too_many_attempts`: too many requests from this client address this hour (Retry-After)" },
  },
  {
    operationId: "resetPassword",
    method: "post",
    path: "/api/auth/reset-password",
    summary: "Set a new password with a reset token",
    tags,
    auth: false,
    body: resetPasswordSchema,
    response: { schema: z.literal(true) },
    errors: {
      429: "`too_many_attempts`: too many attempts from this client address or with this link this hour (Retry-After)",
    },
  },
  {
    operationId: "unlockSession",
    method: "post",
    path: "/api/auth/unlock-session",
    summary: "Check the password again, and the two-factor code if on (same answers as sign-in)",
    tags,
    auth: false,
    body: unlockSessionSchema,
    response: { schema: signedIn },
    errors: { 401: TWO_FACTOR_401, 404: "Wrong credentials (body: false)", 429: "Too many failed attempts" },
  },
  {
    operationId: "verifyEmail",
    method: "get",
    path: "/api/auth/verify-email",
    summary: "Confirm an email address from the mailed link; redirects to sign-in",
    tags,
    auth: false,
    query: z.object({ token: z.string() }),
    response: { status: 303, description: "Redirect to /sign-in?emailVerified=1|0" },
    errors: {
      429: "`too_many_attempts`: too many links opened from this client address, or this link too often, this hour (Retry-After)",
    },
  },
  {
    operationId: "endDeadSession",
    method: "get",
    path: "/api/auth/session-ended",
    summary:
      "Where a page sends a browser whose session cookie is no longer honoured: clears it and redirects to sign-in (a live session just goes on)",
    tags,
    auth: false,
    query: z.object({ redirectURL: z.string().optional() }),
    response: {
      status: 303,
      description:
        "Redirect to /sign-in?redirectURL=… (cookie cleared), or to redirectURL itself while the session is good",
    },
  },
];
