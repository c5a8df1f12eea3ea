"use client";
import { useEffect, useRef } from "react";
import { readTrackingData, visitorId } from "@/components/public/visitor";

/** Tells the server once per page load that this event page was seen (the server ignores repeats within 30 minutes). */
export function PageViewBeacon({ slug }: { slug: string }) {
  const hasSent = useRef(false);
  useEffect(() => {
    if (hasSent.current) return; // Strict Mode runs effects twice in development
    hasSent.current = true;
    const body = JSON.stringify({ visitorId: visitorId(), tracking: readTrackingData() });
    // Plain fetch, not apiFetch: a beacon must not move the loading bar or act on errors.
    void fetch(`/api/public/events/${encodeURIComponent(slug)}/views`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  }, [slug]);
  return null;
}
