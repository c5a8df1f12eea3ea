"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, useTransition } from "react";
import { useColorScheme } from "@mui/material/styles";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { toMuiMode, type Appearance } from "@/lib/shell/appearance";

/**
 * The user's layout, scheme and theme as chosen in the settings drawer. A change shows at once and
 * is saved to the preferences; when the save fails the previous choice comes back.
 */
export function useAppearanceSettings(appearance: Appearance) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { setMode } = useColorScheme();
  const [chosen, setChosen] = useState(appearance);
  const [hasFailed, setHasFailed] = useState(false);
  const [, startTransition] = useTransition();

  async function save(change: Partial<Appearance>) {
    const previous = chosen;
    setChosen({ ...chosen, ...change });
    setHasFailed(false);
    if (change.scheme) setMode(toMuiMode(change.scheme));
    try {
      await apiFetch("/api/common/preferences", jsonBody("PATCH", change));
      startTransition(() => {
        if (change.layout && searchParams.has("layout")) {
          // The query parameter would otherwise keep overriding the choice just saved.
          const params = new URLSearchParams(searchParams);
          params.delete("layout");
          router.replace(params.size > 0 ? `${pathname}?${params}` : pathname);
        }
        router.refresh();
      });
    } catch {
      setChosen(previous);
      if (change.scheme) setMode(toMuiMode(previous.scheme));
      setHasFailed(true);
    }
  }

  return { chosen, hasFailed, save };
}
