"use client";
import { useState } from "react";

export type CopyNotice = { name: string; copied: boolean; key: number };

/** Copies an icon's full name; the notice says whether the clipboard took it (a refusal shows the name). */
export function useCopyName() {
  const [notice, setNotice] = useState<CopyNotice | null>(null);
  async function copy(name: string) {
    let copied = false;
    try {
      await navigator.clipboard.writeText(name);
      copied = true;
    } catch {
      // No clipboard (an insecure page) or permission refused: the notice shows the name instead.
    }
    setNotice({ name, copied, key: Date.now() });
  }
  return { notice, copy, dismiss: () => setNotice(null) };
}
