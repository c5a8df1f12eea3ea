"use client";
import { useEffect, useState } from "react";

let sessionRequest: Promise<boolean> | null = null;

/** Whether the browser holds an unlocked session: next-auth's session endpoint, read once per page load. */
function readSignedIn(): Promise<boolean> {
  sessionRequest ??= fetch("/api/auth/session", { credentials: "same-origin" })
    .then((response) => (response.ok ? response.json() : null))
    .then((session: { userId?: string; locked?: boolean } | null) => Boolean(session?.userId) && !session?.locked)
    .catch(() => false);
  return sessionRequest;
}

/**
 * Whether the visitor is signed in, decided in the browser so the page around it can be the same
 * cached HTML for everyone: false until known (what most of the audience needs).
 */
export function useSignedIn(): boolean {
  const [isSignedIn, setIsSignedIn] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void readSignedIn().then((value) => {
      if (isMounted) setIsSignedIn(value);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return isSignedIn;
}
