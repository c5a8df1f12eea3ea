"use client";
import { useOptimistic, useState, useTransition } from "react";
import type { UserStatus } from "@/lib/auth/schema";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";

/**
 * The user's status, changed optimistically: the new status shows at once, and if the PATCH fails
 * the saved one comes back when the transition ends.
 */
export function useUserStatus(savedStatus: string) {
  const [status, setStatus] = useState(savedStatus);
  // A new status from the server (the page was refreshed) wins over what this component kept.
  const [lastSavedStatus, setLastSavedStatus] = useState(savedStatus);
  if (savedStatus !== lastSavedStatus) {
    setLastSavedStatus(savedStatus);
    setStatus(savedStatus);
  }
  const [shownStatus, showStatus] = useOptimistic(status);
  const [, startTransition] = useTransition();

  function changeStatus(next: UserStatus) {
    startTransition(async () => {
      showStatus(next);
      try {
        const user = await apiFetch<{ status: string }>(
          "/api/common/user",
          jsonBody("PATCH", { user: { status: next } }),
        );
        startTransition(() => setStatus(user.status));
      } catch {
        // Nothing to undo: the optimistic status ends with the transition.
      }
    });
  }

  return [shownStatus, changeStatus] as const;
}
