"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import CheckCircle from "@mui/icons-material/CheckCircle";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import QrCodeScannerOutlined from "@mui/icons-material/QrCodeScannerOutlined";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiErrorCode } from "@/components/events/api-error";
import { looksLikeTicketCode } from "@/components/events/check-in-code";
import { formatDateTime, formatTime } from "@/components/events/format";
import type { AttendeeRow, CheckInAnswer, HostEvent } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { eventUrl, useAttendees, useRefreshEvents } from "@/lib/swr/use-events";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";

type Outcome =
  | { kind: "checked_in"; attendee: AttendeeRow }
  | { kind: "already_checked_in"; attendee: AttendeeRow; at: string | null }
  | { kind: "undone"; attendee: AttendeeRow }
  | { kind: "error"; message: string };

const REFRESH_MS = 15_000;

/**
 * The door: one big box for a ticket code (typed or from a scanner that types) or a name or
 * email. Enter with a code checks it in at once; a name lists matches, each with its own button.
 * A ticket checked in before says when instead of counting twice, and the last check-in can be undone.
 */
export function CheckInTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const errorText = useApiErrorText();
  const locale = useLocale();
  const refresh = useRefreshEvents();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const query = useDebounced(text.trim(), 250);
  const isSearching = query.length >= 2;
  // The counter reads one row: the totals come with every page.
  const totals = useAttendees(event.id, { search: "", page: 1, pageSize: 1 }, { refreshInterval: REFRESH_MS });
  const results = useAttendees(event.id, isSearching ? { search: query, page: 1, pageSize: 8 } : null);
  const matches = isSearching ? results.data?.attendees : undefined;
  const checkedIn = totals.data?.checkedInCount ?? 0;
  const attendeeCount = totals.data?.attendeesCount ?? 0;

  async function send(body: { code?: string; attendeeId?: string; undo?: boolean }, busyKey: string) {
    setBusyId(busyKey);
    try {
      const answer = await apiFetch<CheckInAnswer>(eventUrl(event.id, "/check-in"), jsonBody("POST", body));
      if (answer.status === "already_checked_in")
        setOutcome({ kind: "already_checked_in", attendee: answer.attendee, at: answer.checkedInAt });
      else if (answer.status === "undone") setOutcome({ kind: "undone", attendee: answer.attendee });
      else {
        setOutcome({ kind: "checked_in", attendee: answer.attendee });
        setText("");
      }
      void totals.mutate();
      void results.mutate();
      void refresh(event.id);
      return true;
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === "ticket_not_found" && body.code && matches && matches.length > 0) {
        // Not a code after all (a name that happens to look like one): the matches below are the way on.
        setOutcome(null);
      } else {
        setOutcome({ kind: "error", message: errorText(error, t("checkIn.failed")) });
      }
      return false;
    } finally {
      setBusyId(null);
      inputRef.current?.focus();
    }
  }

  function onSubmit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (looksLikeTicketCode(value)) {
      void send({ code: value }, "code");
      return;
    }
    // A name or email with exactly one match: Enter checks that person in, as the button would.
    if (matches && query === value && matches.length === 1) void send({ attendeeId: matches[0].id }, matches[0].id);
  }

  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 300px" },
        gap: 2.5,
        alignItems: "start",
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}
      >
        <Box component="form" onSubmit={onSubmit} role="search" aria-label={t("checkIn.title")}>
          <TextField
            inputRef={inputRef}
            value={text}
            onChange={(changeEvent) => setText(changeEvent.target.value)}
            label={t("checkIn.inputLabel")}
            placeholder={t("checkIn.placeholder")}
            autoFocus
            autoComplete="off"
            helperText={t("checkIn.hint")}
            slotProps={{
              htmlInput: { spellCheck: false, autoCapitalize: "none", enterKeyHint: "go" },
              input: {
                sx: { fontSize: { xs: "1.25rem", sm: "1.5rem" }, py: 0.5 },
                startAdornment: (
                  <InputAdornment position="start">
                    <QrCodeScannerOutlined />
                  </InputAdornment>
                ),
                endAdornment: (
                  <InputAdornment position="end">
                    <Button type="submit" variant="contained" loading={busyId === "code"} disabled={!text.trim()}>
                      {t("checkIn.submit")}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>

        <Box aria-live="polite" aria-atomic="true">
          {outcome?.kind === "checked_in" && (
            <Alert
              severity="success"
              variant="filled"
              icon={<CheckCircle fontSize="inherit" />}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() =>
                    void send({ attendeeId: outcome.attendee.id, undo: true }, `undo-${outcome.attendee.id}`)
                  }
                  loading={busyId === `undo-${outcome.attendee.id}`}
                >
                  {t("checkIn.undo")}
                </Button>
              }
              sx={{ alignItems: "center", fontSize: "1.05rem" }}
            >
              <AlertTitle sx={{ fontWeight: 800, mb: 0 }}>
                {t("checkIn.success", { name: outcome.attendee.name })}
              </AlertTitle>
              {outcome.attendee.ticketTypeName}
            </Alert>
          )}
          {outcome?.kind === "already_checked_in" && (
            <Alert
              severity="warning"
              variant="filled"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() =>
                    void send({ attendeeId: outcome.attendee.id, undo: true }, `undo-${outcome.attendee.id}`)
                  }
                  loading={busyId === `undo-${outcome.attendee.id}`}
                >
                  {t("checkIn.undo")}
                </Button>
              }
              sx={{ alignItems: "center", fontSize: "1.05rem" }}
            >
              <AlertTitle sx={{ fontWeight: 800, mb: 0 }}>
                {t("checkIn.already", { time: formatTime(outcome.at, locale) })}
              </AlertTitle>
              {outcome.attendee.name} · {outcome.attendee.ticketTypeName}
              {outcome.attendee.checkedInBy ? ` · ${t("checkIn.by", { name: outcome.attendee.checkedInBy })}` : ""}
            </Alert>
          )}
          {outcome?.kind === "undone" && (
            <Alert severity="info" variant="outlined" onClose={() => setOutcome(null)} closeText={t("common.dismiss")}>
              {t("checkIn.undone", { name: outcome.attendee.name })}
            </Alert>
          )}
          {outcome?.kind === "error" && (
            <Alert severity="error" variant="outlined" onClose={() => setOutcome(null)} closeText={t("common.dismiss")}>
              {outcome.message}
            </Alert>
          )}
        </Box>

        {isSearching && (
          <Box>
            <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
              {t("checkIn.results")}
            </Typography>
            {!results.data ? (
              <Skeleton variant="rounded" height={64} />
            ) : matches && matches.length === 0 ? (
              <Typography color="text.secondary">{t("checkIn.noResults")}</Typography>
            ) : (
              <Box
                component="ul"
                aria-label={t("checkIn.results")}
                sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }}
              >
                {matches?.map((attendee) => (
                  <Box
                    component="li"
                    key={attendee.id}
                    sx={{
                      display: "flex",
                      alignItems: "center",
                      gap: 2,
                      px: 2,
                      py: 1.25,
                      "& + &": { borderTop: 1, borderColor: "divider" },
                      flexWrap: { xs: "wrap", sm: "nowrap" },
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{attendee.name}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                        {attendee.email} · {attendee.ticketTypeName} ·{" "}
                        <Box component="span" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" }}>
                          {attendee.code}
                        </Box>
                      </Typography>
                      {attendee.checkedInAt && (
                        <Typography variant="body2" color="success.main">
                          {t("checkIn.checkedInAt", { time: formatDateTime(attendee.checkedInAt, locale) })}
                        </Typography>
                      )}
                    </Box>
                    {attendee.checkedInAt ? (
                      <Button
                        color="inherit"
                        onClick={() => void send({ attendeeId: attendee.id, undo: true }, `undo-${attendee.id}`)}
                        loading={busyId === `undo-${attendee.id}`}
                        disabled={busyId !== null}
                        aria-label={t("checkIn.undoNamed", { name: attendee.name })}
                      >
                        {t("checkIn.undo")}
                      </Button>
                    ) : (
                      <Button
                        variant="contained"
                        color="success"
                        startIcon={<HowToRegOutlined />}
                        onClick={() => void send({ attendeeId: attendee.id }, attendee.id)}
                        loading={busyId === attendee.id}
                        disabled={busyId !== null}
                        aria-label={t("checkIn.checkInNamed", { name: attendee.name })}
                      >
                        {t("checkIn.checkIn")}
                      </Button>
                    )}
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-live="polite">
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t("checkIn.counterLabel")}
        </Typography>
        {totals.data ? (
          <>
            <Typography
              component="p"
              sx={{ fontSize: "2.25rem", fontWeight: 800, letterSpacing: "-0.02em", lineHeight: 1.3 }}
            >
              {new Intl.NumberFormat(locale).format(checkedIn)}
              <Box component="span" sx={{ fontSize: "0.55em", color: "text.secondary", fontWeight: 600 }}>
                {" "}
                / {new Intl.NumberFormat(locale).format(attendeeCount)}
              </Box>
            </Typography>
            <LinearProgress
              variant="determinate"
              color="success"
              value={attendeeCount > 0 ? (checkedIn / attendeeCount) * 100 : 0}
              aria-label={t("checkIn.counter", { checkedIn, total: attendeeCount })}
              sx={{ height: 10, borderRadius: 5, my: 1.5 }}
            />
            <Typography variant="body2" color="text.secondary">
              {t("checkIn.remaining", { count: Math.max(0, attendeeCount - checkedIn) })}
            </Typography>
          </>
        ) : (
          <>
            <Skeleton width="60%" height={54} />
            <Skeleton height={20} />
          </>
        )}
      </Paper>
    </Box>
  );
}
