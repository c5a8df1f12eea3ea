"use client";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CheckIcon from "@mui/icons-material/Check";
import EventAvailableOutlinedIcon from "@mui/icons-material/EventAvailableOutlined";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import RestartAltIcon from "@mui/icons-material/RestartAlt";
import { useConfirm } from "@/components/ui/confirmation";
import type { FeedTokenAnswer } from "@/lib/calendar/schema";
import { apiFetch } from "@/lib/http/api-fetch";
import { FEED_TOKEN_URL, useCalendarFeedToken } from "@/lib/swr/use-calendar";

/**
 * The account's iCalendar feed: its address to paste into a calendar app (or open there in one
 * click through webcal://), copy, and — for owners and admins — reset when it went too far.
 */
export function SubscribeDialog({
  open,
  onClose,
  accountName,
  canReset,
}: {
  open: boolean;
  onClose: () => void;
  accountName: string;
  canReset: boolean;
}) {
  const t = useTranslations("calendar.subscribe");
  const titleId = useId();
  const confirm = useConfirm();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Asked only once the dialog opens: the first ask creates the account's secret.
  const { data, error, mutate } = useCalendarFeedToken(open);
  const [feedback, setFeedback] = useState<{ severity: "success" | "error" | "info"; text: string } | null>(null);
  const [isCopied, setCopied] = useState(false);
  const [isResetting, setResetting] = useState(false);

  async function onCopy() {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
      setCopied(true);
      setFeedback({ severity: "success", text: t("copied") });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the address is selected for a manual copy.
      inputRef.current?.select();
      setFeedback({ severity: "info", text: t("copyManually") });
    }
  }

  async function onReset() {
    const isConfirmed = await confirm({
      title: t("resetTitle"),
      message: t("resetMessage"),
      actions: { confirm: { label: t("reset") } },
    });
    if (!isConfirmed) return;
    setResetting(true);
    try {
      await mutate(apiFetch<FeedTokenAnswer>(FEED_TOKEN_URL, { method: "POST" }), { revalidate: false });
      setFeedback({ severity: "success", text: t("resetDone") });
    } catch {
      setFeedback({ severity: "error", text: t("resetFailed") });
    } finally {
      setResetting(false);
    }
  }

  function onExited() {
    setFeedback(null);
    setCopied(false);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t("title")}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t("text", { account: accountName })}</Typography>
          {error ? (
            <Alert severity="error">{t("loadFailed")}</Alert>
          ) : data ? (
            <TextField
              inputRef={inputRef}
              label={t("url")}
              value={data.url}
              // Wrapped rather than cut off, so the whole secret address is visible on a phone too.
              multiline
              onFocus={(event) => event.target.select()}
              slotProps={{
                input: {
                  readOnly: true,
                  sx: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: "0.8125rem" },
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={t("copy")}>
                        <IconButton
                          aria-label={t("copy")}
                          onClick={onCopy}
                          edge="end"
                          color={isCopied ? "success" : "default"}
                        >
                          {isCopied ? <CheckIcon /> : <ContentCopyIcon />}
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : (
            <Skeleton variant="rounded" height={56} aria-label={t("loading")} />
          )}
          {data && (
            <Button
              component="a"
              href={data.webcalUrl}
              variant="outlined"
              startIcon={<EventAvailableOutlinedIcon />}
              sx={{ alignSelf: "flex-start" }}
            >
              {t("openInApp")}
            </Button>
          )}
          {feedback && (
            <Alert severity={feedback.severity} role="status" onClose={() => setFeedback(null)}>
              {feedback.text}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t("secret")}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {canReset && (
          <Button
            color="warning"
            startIcon={<RestartAltIcon />}
            onClick={onReset}
            loading={isResetting}
            disabled={!data}
          >
            {t("reset")}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {t("close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
