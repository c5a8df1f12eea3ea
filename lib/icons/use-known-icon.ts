"use client";
import { useEffect, useState } from "react";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { iconUrl } from "@/lib/icons/names";

export type IconCheck = "empty" | "checking" | "known" | "unknown";

// Answers per URL for this page's life: an icon does not come or go while it is open.
const answers = new Map<string, Promise<boolean>>();

function exists(url: string): Promise<boolean> {
  let pending = answers.get(url);
  if (!pending) {
    // The same request AppIcon's mask makes, so the browser's cache serves the preview.
    pending = fetch(url).then(
      (response) => response.status !== 404,
      // Offline or refused: not the user's mistake; the server checks again when the form is sent.
      () => true,
    );
    answers.set(url, pending);
  }
  return pending;
}

/**
 * Whether a typed icon name is one of the registry's, asked of `/icons/…` once typing pauses: a
 * name that cannot be an icon is "unknown" at once, one the server has no icon for once it says 404.
 */
export function useKnownIcon(name: string): IconCheck {
  const settled = useDebounced(name.trim(), 250);
  const url = iconUrl(settled);
  const [answer, setAnswer] = useState<{ url: string; known: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    void exists(url).then((known) => {
      if (current) setAnswer({ url, known });
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!name.trim()) return "empty";
  if (settled !== name.trim()) return "checking";
  if (!url) return "unknown";
  if (answer?.url !== url) return "checking";
  return answer.known ? "known" : "unknown";
}
