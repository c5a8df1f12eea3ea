"use client";
import { useSignedIn } from "@/components/public/use-signed-in";
import styles from "./home-screen.module.css";
import ui from "./ui.module.css";
import { PageLink } from "@/components/public/page-link";

type Labels = { forHosts: string; signIn: string; yourEvents: string; dashboard: string };

/** The hero's way in: sign-up and sign-in for a visitor, the host's events and dashboard once signed in. */
export function HomeHeroActions({ labels }: { labels: Labels }) {
  const isSignedIn = useSignedIn();
  return (
    <div className={styles.actions}>
      <PageLink href={isSignedIn ? "/pages/events" : "/sign-up"} className={`${ui.button} ${ui.large} ${styles.light}`}>
        {isSignedIn ? labels.yourEvents : labels.forHosts}
      </PageLink>
      <PageLink
        href={isSignedIn ? "/pages/dashboard" : "/sign-in"}
        className={`${ui.button} ${ui.large} ${styles.ghost}`}
      >
        {isSignedIn ? labels.dashboard : labels.signIn}
      </PageLink>
    </div>
  );
}
