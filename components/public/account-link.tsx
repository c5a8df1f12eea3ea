"use client";
import { useSignedIn } from "@/components/public/use-signed-in";
import styles from "./public-frame.module.css";
import ui from "./ui.module.css";
import { PageLink } from "@/components/public/page-link";

/**
 * "Dashboard" for a signed-in visitor, else "Sign in". Decided in the browser, so the page around
 * it can be the same cached HTML for everyone; until the session is known it shows "Sign in".
 */
export function AccountLink({ signInLabel, dashboardLabel }: { signInLabel: string; dashboardLabel: string }) {
  const isSignedIn = useSignedIn();
  return isSignedIn ? (
    <PageLink href="/pages/dashboard" className={`${ui.button} ${ui.contained} ${styles.accountButton}`}>
      {dashboardLabel}
    </PageLink>
  ) : (
    <PageLink href="/sign-in" className={`${ui.button} ${ui.outlined} ${styles.accountButton}`}>
      {signInLabel}
    </PageLink>
  );
}
