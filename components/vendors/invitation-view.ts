import type { InvitationStatus } from "@/lib/vendors/team-schema";

/**
 * What the invitation page shows: the invitation to accept (signed in), the way in for a visitor
 * (sign in or sign up through it), or why it cannot be used any more.
 */
export type InvitationView = "accept" | "visitor" | "locked" | "accepted" | "revoked" | "expired" | "not-found";

export function invitationView(
  invitation: { status: InvitationStatus } | null,
  session: "none" | "active" | "locked",
): InvitationView {
  if (!invitation) return "not-found";
  if (invitation.status !== "pending") return invitation.status;
  return session === "active" ? "accept" : session === "locked" ? "locked" : "visitor";
}

/** The page of an invitation link, for a `redirectURL` back to it after signing in. */
export function invitationPath(token: string): string {
  return `/vendor-invitations/${encodeURIComponent(token)}`;
}

/** Sign-in that comes back to the invitation. */
export function signInToInvitationHref(token: string): string {
  return `/sign-in?redirectURL=${encodeURIComponent(invitationPath(token))}`;
}

/** Sign-up that carries the invitation: the new account joins the vendor as it is made. */
export function signUpWithInvitationHref(token: string): string {
  return `/sign-up?invitation=${encodeURIComponent(token)}`;
}
