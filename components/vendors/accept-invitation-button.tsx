"use client";
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { apiStatus, apiErrorCode } from "@/components/events/api-error";
import { apiFetch } from "@/lib/http/api-fetch";
import { SIGNED_IN_HOME } from "@/lib/navigation/route-access";
import { invitationTokenUrl } from "@/lib/swr/use-vendors";

export type AcceptInvitationLabels = {
  accept: string;
  gone: string;
  alreadyMember: string;
  failed: string;
};

/**
 * "Accept invitation" for a signed-in user: POST …/accept makes them a member and the vendor their
 * active account; then a full navigation to the dashboard, so the whole shell renders as the vendor.
 * The words come from the page (rendered on the server), so public pages need not send the vendors
 * screen's messages.
 */
export function AcceptInvitationButton({ token, labels }: { token: string; labels: AcceptInvitationLabels }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [isAccepting, setAccepting] = useState(false);

  async function accept() {
    setProblem(null);
    setAccepting(true);
    try {
      await apiFetch(invitationTokenUrl(token, "/accept"), { method: "POST" });
      window.location.assign(SIGNED_IN_HOME);
    } catch (error) {
      setAccepting(false);
      setProblem(
        apiStatus(error) === 410 || apiStatus(error) === 404
          ? labels.gone
          : apiErrorCode(error) === "already_member"
            ? labels.alreadyMember
            : labels.failed,
      );
    }
  }

  return (
    <Stack spacing={2}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={() => void accept()} loading={isAccepting}>
        {labels.accept}
      </Button>
    </Stack>
  );
}
