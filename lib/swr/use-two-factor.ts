"use client";
import useSWR from "swr";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type {
  DisableTwoFactorInput,
  RecoveryCodes,
  TwoFactorCodeInput,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from "@/lib/auth/two-factor/schema";

// The settings screen's two-factor section: the status through SWR, the steps as plain calls
// (each refreshes the status when it changed it).

export const TWO_FACTOR_URL = "/api/users/me/two-factor";

export function useTwoFactorStatus() {
  const swr = useSWR<TwoFactorStatus>(TWO_FACTOR_URL);
  const refresh = () => swr.mutate();

  return {
    ...swr,
    /** A new pending secret and its QR code (two-factor stays off until `confirm`). */
    enrol: () => apiFetch<TwoFactorEnrolment>(TWO_FACTOR_URL, { method: "POST" }),
    /** Turns it on; answers the ten recovery codes to show once. */
    confirm: async (input: TwoFactorCodeInput) => {
      const answer = await apiFetch<RecoveryCodes>(`${TWO_FACTOR_URL}/confirm`, jsonBody("POST", input));
      await refresh();
      return answer;
    },
    regenerateRecoveryCodes: async (input: TwoFactorCodeInput) => {
      const answer = await apiFetch<RecoveryCodes>(`${TWO_FACTOR_URL}/recovery-codes`, jsonBody("POST", input));
      await refresh();
      return answer;
    },
    disable: async (input: DisableTwoFactorInput) => {
      await apiFetch<null>(TWO_FACTOR_URL, jsonBody("DELETE", input));
      await refresh();
    },
  };
}
