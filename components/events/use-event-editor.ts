"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import {
  checkEventValues,
  FIELD_ORDER,
  issuesByField,
  proposedSlug,
  toEventInput,
  type EditorField,
  type EditorValues,
} from "@/components/events/event-form";
import { useFeedback } from "@/components/events/feedback";
import { timeZoneName } from "@/components/events/format";
import type { HostEvent } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { useUnsavedChanges } from "@/components/events/use-unsaved-changes";
import { eventUrl, EVENTS_URL, useRefreshEvents } from "@/lib/swr/use-events";
import { apiErrorCode, apiIssues } from "@/components/events/api-error";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { createEventSchema, updateEventSchema } from "@/lib/events/schema";
import { fromZonedInput } from "@/lib/events/zoned-time";

export type EditorEvent = Pick<HostEvent, "id" | "title" | "status" | "ended" | "hasOrders" | "slug">;

export const fieldId = (field: EditorField) => `event-${field}`;

/** Server error codes that belong to one field of the editor, with the message key shown there. */
const FIELD_ERRORS: Record<string, [EditorField, string]> = {
  slug_taken: ["slug", "slugTaken"],
  currency_locked: ["currency", "currencyLocked"],
  capacity_below_held: ["capacity", "capacityBelowHeld"],
};

/**
 * The editor's state: the values, their errors (checked by the API's own zod schema as the host
 * types and again on save, the server's at their fields too), saving, and ⌘/Ctrl+S.
 */
export function useEventEditor(initialValues: EditorValues, event: EditorEvent | undefined) {
  const t = useTranslations("events");
  const tv = useTranslations("validation");
  const errorText = useApiErrorText();
  const locale = useLocale();
  const router = useRouter();
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const isNew = !event;
  const schema = isNew ? createEventSchema : updateEventSchema;

  const [values, setValues] = useState<EditorValues>(initialValues);
  const [savedValues, setSavedValues] = useState<EditorValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<EditorField, string>>>({});
  const [isSlugEdited, setSlugEdited] = useState(!isNew);
  const [isSaving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [zoneNow] = useState(() => new Date());

  const isDirty = JSON.stringify(values) !== JSON.stringify(savedValues);
  const unsaved = useUnsavedChanges(isDirty && !isSaving);
  const backHref = event ? `/pages/events/${event.id}` : "/pages/events";

  /** A message key of `validation` (or of this screen's errors), or a text the server wrote. */
  const message = (key: string | undefined) => {
    if (!key) return undefined;
    if (tv.has(key as never)) return tv(key as never);
    if (t.has(`editor.errors.${key}` as never)) return t(`editor.errors.${key}` as never);
    return key;
  };

  function update(changes: Partial<EditorValues>) {
    const next = { ...values, ...changes };
    if ("title" in changes && !isSlugEdited) next.slug = proposedSlug(next.title);
    setValues(next);
    // Fields that already showed an error are re-checked as the host types, so the error clears at once.
    const shown = (Object.keys(errors) as EditorField[]).filter((field) => errors[field]);
    if (shown.length > 0) {
      const check = checkEventValues(next, schema);
      const fresh: Partial<Record<EditorField, string>> = check.ok ? {} : check.errors;
      setErrors((current) =>
        Object.fromEntries(
          shown.filter((field) => current[field] && fresh[field]).map((field) => [field, fresh[field]]),
        ),
      );
    }
  }

  function onBlurField(field: EditorField) {
    if (values[field] === "" && field !== "title") return; // leaving an empty optional field is not a mistake
    const check = checkEventValues(values, schema);
    setErrors((current) => ({ ...current, [field]: check.ok ? undefined : check.errors[field] }));
  }

  function text(field: EditorField, hint?: ReactNode) {
    const error = message(errors[field]);
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: (changeEvent: ChangeEvent<HTMLInputElement>) =>
        update({ [field]: changeEvent.target.value } as Partial<EditorValues>),
      onBlur: () => onBlurField(field),
      error: Boolean(error),
      helperText: error ?? hint,
    };
  }

  function focusFirst(found: Partial<Record<EditorField, string>>) {
    const first = (Object.keys(found) as EditorField[])
      .filter((field) => found[field])
      .sort((a, b) => FIELD_ORDER[a] - FIELD_ORDER[b])[0];
    if (!first) return;
    const element = document.getElementById(fieldId(first));
    element?.focus();
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  }

  async function save(submitEvent?: FormEvent) {
    submitEvent?.preventDefault();
    if (isSaving) return;
    setFormError(null);
    const check = checkEventValues(values, schema);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const body = toEventInput(values);
      const answer = isNew
        ? await apiFetch<{ event: HostEvent }>(EVENTS_URL, jsonBody("POST", body))
        : await apiFetch<{ event: HostEvent }>(eventUrl(event.id), jsonBody("PATCH", body));
      unsaved.markSaved();
      setSavedValues(values);
      void refresh(answer.event.id);
      notify(isNew ? t("editor.created") : t("editor.saved"));
      router.push(`/pages/events/${answer.event.id}`);
    } catch (error) {
      setSaving(false);
      const found: Partial<Record<EditorField, string>> = issuesByField(apiIssues(error));
      const code = apiErrorCode(error);
      const fieldError = code && Object.hasOwn(FIELD_ERRORS, code) ? FIELD_ERRORS[code] : undefined;
      if (fieldError) found[fieldError[0]] = fieldError[1];
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirst(found);
        setFormError(t("editor.fixErrors"));
      } else {
        setFormError(errorText(error, t("editor.saveFailed")));
      }
    }
  }

  // ⌘/Ctrl+S saves, as in any editor.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    function onKeyDown(keyEvent: KeyboardEvent) {
      if ((keyEvent.metaKey || keyEvent.ctrlKey) && keyEvent.key.toLowerCase() === "s") {
        keyEvent.preventDefault();
        void saveRef.current();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const errorCount = Object.values(errors).filter(Boolean).length;
  const zoneLabel = values.timezone
    ? timeZoneName(values.timezone, locale, fromZonedInput(values.startsLocal, values.timezone) ?? zoneNow)
    : "";

  return {
    t,
    values,
    errors,
    isNew,
    isSaving,
    isDirty,
    formError,
    errorCount,
    zoneLabel,
    backHref,
    unsaved,
    message,
    update,
    text,
    save,
    setSlugEdited,
    dismissFormError: () => setFormError(null),
  };
}

export type EventEditorForm = ReturnType<typeof useEventEditor>;
