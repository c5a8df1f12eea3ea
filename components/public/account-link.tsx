"use client";
import { useSession } from "next-auth/react";
import { LinkButton } from "@/components/ui/links";

/**
 * "Dashboard" for a signed-in visitor, else "Sign in". Decided in the browser from the session the
 * providers already fetch, so the page around it can be the same cached HTML for everyone; until
 * the session is known it shows "Sign in" (what most of the audience needs).
 */
export function AccountLink({ signInLabel, dashboardLabel }: { signInLabel: string; dashboardLabel: string }) {
  const { data: session } = useSession();
  const isSignedIn = Boolean(session?.userId) && !session?.locked;
  return isSignedIn ? (
    <LinkButton href="/pages/dashboard" variant="contained" sx={{ px: { xs: 1.5, sm: 2 }, whiteSpace: "nowrap" }}>
      {dashboardLabel}
    </LinkButton>
  ) : (
    <LinkButton href="/sign-in" variant="outlined" sx={{ px: { xs: 1.5, sm: 2 }, whiteSpace: "nowrap" }}>
      {signInLabel}
    </LinkButton>
  );
}
