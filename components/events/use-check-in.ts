"use client";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { apiErrorCode } from "@/components/events/api-error";
import { looksLikeTicketCode } from "@/components/events/check-in-code";
import type { AttendeeRow, CheckInAnswer, HostEvent } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { eventUrl, useAttendees, useRefreshEvents } from "@/lib/swr/use-events";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";

/** What the last check-in (or undo) came to, shown under the box. */
export type CheckInOutcome =
  | { kind: "checked_in"; attendee: AttendeeRow }
  | { kind: "already_checked_in"; attendee: AttendeeRow; at: string | null }
  | { kind: "undone"; attendee: AttendeeRow }
  | { kind: "error"; message: string };

/** A check-in by ticket code or by attendee, or its undo. */
export type CheckInRequest = { code?: string; attendeeId?: string; undo?: boolean };

/**
 * `send(request, busyKey)`: `busyKey` names the button that shows it is working ("code" for the
 * box's own button, the attendee's id, or `undo-<id>`).
 */
export type SendCheckIn = (request: CheckInRequest, busyKey: string) => Promise<boolean>;

const REFRESH_MS = 15_000;

/**
 * The door's state: what is typed, the matches for a name, the live totals, and sending a
 * check-in. The focus goes back to the box after every answer, so the next ticket can be scanned.
 */
export function useCheckIn(event: HostEvent) {
  const t = useTranslations("events");
  const errorText = useApiErrorText();
  const refresh = useRefreshEvents();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const query = useDebounced(text.trim(), 250);
  const isSearching = query.length >= 2;
  // The counter reads one row: the totals come with every page.
  const totals = useAttendees(event.id, { search: "", page: 1, pageSize: 1 }, { refreshInterval: REFRESH_MS });
  const results = useAttendees(event.id, isSearching ? { search: query, page: 1, pageSize: 8 } : null);
  const matches = isSearching ? results.data?.attendees : undefined;

  const send: SendCheckIn = async (body, busyKey) => {
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
  };

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

  return {
    inputRef,
    text,
    setText,
    outcome,
    dismissOutcome: () => setOutcome(null),
    busyId,
    isSearching,
    /** Whether the matches for the current search have been read (the previous ones show meanwhile). */
    areMatchesLoaded: Boolean(results.data),
    matches,
    totals: totals.data,
    send,
    onSubmit,
  };
}
