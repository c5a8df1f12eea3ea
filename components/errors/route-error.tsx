"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import Button from "@mui/material/Button";
import RefreshIcon from "@mui/icons-material/Refresh";
import { LinkButton } from "@/components/ui/links";
import { BACK_TARGETS, type BackTarget } from "@/components/errors/back-targets";
import { ErrorState, type ErrorFrame } from "@/components/errors/error-state";

/** What Next hands an `error.tsx`: the thrown value, `retry` (reads the segment again and renders it) and `reset`. */
export type RouteErrorProps = { error: unknown; retry?: () => void; reset: () => void };

function digestOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  return typeof error.digest === "string" ? error.digest : undefined;
}

/**
 * A route group's error page: the part of the page that failed is replaced by this, the layout
 * around it (the shell's navigation and top bar, the public header) keeps working. "Try again"
 * reads the segment from the server again; the link leads back to the group's home.
 */
export function RouteError({
  error,
  retry,
  reset,
  back,
  frame,
}: RouteErrorProps & { back: BackTarget; frame: ErrorFrame }) {
  const t = useTranslations("errorPages");
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = digestOf(error);
  return (
    <ErrorState
      frame={frame}
      title={t("error.title")}
      text={t("error.text")}
      reference={digest && t("error.reference", { digest })}
      actions={
        <>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => (retry ?? reset)()}>
            {t("error.retry")}
          </Button>
          <LinkButton href={BACK_TARGETS[back]} variant="outlined">
            {t(`back.${back}`)}
          </LinkButton>
        </>
      }
    />
  );
}
