"use client";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { apiErrorCode, apiIssues } from "@/components/events/api-error";
import { CoverUploadButton } from "@/components/events/cover-upload-button";
import { CountryField } from "@/components/events/country-field";
import {
  checkEventValues,
  FIELD_ORDER,
  issuesByField,
  proposedSlug,
  shiftEnd,
  toEventInput,
  type EditorField,
  type EditorValues,
} from "@/components/events/event-form";
import { FeedbackProvider, useFeedback } from "@/components/events/feedback";
import { timeZoneName } from "@/components/events/format";
import { RichTextField } from "@/components/events/rich-text-field";
import { EventStatusChip } from "@/components/events/status-chips";
import { TimeZoneField } from "@/components/events/time-zone-field";
import type { HostEvent } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { eventUrl, EVENTS_URL, useRefreshEvents } from "@/lib/swr/use-events";
import { useUnsavedChanges } from "@/components/events/use-unsaved-changes";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import {
  createEventSchema,
  CURRENCIES,
  EVENT_CATEGORIES,
  EVENT_FORMATS,
  EVENT_VISIBILITIES,
  updateEventSchema,
} from "@/lib/events/schema";
import { fromZonedInput } from "@/lib/events/zoned-time";

type EditorProps = {
  initialValues: EditorValues;
  /** The stored event when editing; absent for a new one. */
  event?: Pick<HostEvent, "id" | "title" | "status" | "ended" | "hasOrders" | "slug">;
};

export function EventEditorScreen(props: EditorProps) {
  return (
    <FeedbackProvider>
      <EventEditor {...props} />
    </FeedbackProvider>
  );
}

const fieldId = (field: EditorField) => `event-${field}`;

/**
 * The event editor (/pages/events/new and /pages/events/[id]/edit): every field of an event, checked
 * by the API's own zod schema as the host types and again on save, errors at their fields (the
 * server's too, e.g. a slug another event took). Dates are typed in the event's time zone.
 */
function EventEditor({ initialValues, event }: EditorProps) {
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
  const formRef = useRef<HTMLFormElement>(null);

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
      const code = apiErrorCode(error);
      const found: Partial<Record<EditorField, string>> = issuesByField(apiIssues(error));
      if (code === "slug_taken") found.slug = "slugTaken";
      if (code === "currency_locked") found.currency = "currencyLocked";
      if (code === "capacity_below_held") found.capacity = "capacityBelowHeld";
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
  const showVenue = values.format !== "online";
  const showOnline = values.format !== "in-person";

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={save}
      aria-labelledby="event-editor-title"
      sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}
    >
      <Box>
        <Button
          component={NextLink}
          href={backHref}
          startIcon={<ArrowBack />}
          color="inherit"
          size="small"
          sx={{ mb: 1, ml: -1 }}
        >
          {event ? event.title : t("list.title")}
        </Button>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
          <Typography
            id="event-editor-title"
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}
          >
            {isNew ? t("editor.newTitle") : t("editor.editTitle")}
          </Typography>
          {event && <EventStatusChip status={event.ended ? "ended" : event.status} />}
        </Box>
        <Typography color="text.secondary">{isNew ? t("editor.newSubtitle") : t("editor.editSubtitle")}</Typography>
      </Box>

      {formError && (
        <Alert severity="error" role="alert" onClose={() => setFormError(null)}>
          {formError}
          {errorCount > 0 && ` ${t("editor.errorCount", { count: errorCount })}`}
        </Alert>
      )}

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 360px" },
          gap: 2.5,
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
          <Section title={t("editor.sections.basics")}>
            <TextField
              {...text("title")}
              label={t("editor.fields.title")}
              required
              autoFocus={isNew}
              slotProps={{ htmlInput: { maxLength: 140 } }}
            />
            <TextField
              {...text("slug", t("editor.hints.slug", { url: `/p/event/${values.slug || "…"}` }))}
              label={t("editor.fields.slug")}
              onChange={(changeEvent) => {
                setSlugEdited(changeEvent.target.value !== "");
                update({ slug: changeEvent.target.value.toLowerCase().replace(/\s+/g, "-") });
              }}
              slotProps={{
                htmlInput: { maxLength: 80, spellCheck: false, autoCapitalize: "none" },
                input: { startAdornment: <InputAdornment position="start">/p/event/</InputAdornment> },
              }}
            />
            <TextField
              {...text("summary", t("editor.hints.summary", { count: values.summary.length, max: 280 }))}
              label={t("editor.fields.summary")}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 280 } }}
            />
            <RichTextField
              id={fieldId("description")}
              label={t("editor.fields.description")}
              value={values.description}
              onChange={(html) => update({ description: html })}
              error={Boolean(errors.description)}
              helperText={message(errors.description) ?? t("editor.hints.description")}
            />
            <TextField {...text("category")} select label={t("editor.fields.category")}>
              {EVENT_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {t(`categories.${category}`)}
                </MenuItem>
              ))}
            </TextField>
          </Section>

          <Section title={t("editor.sections.when")} description={t("editor.hints.when")}>
            <TimeZoneField
              id={fieldId("timezone")}
              label={t("editor.fields.timezone")}
              value={values.timezone}
              onChange={(timezone) => update({ timezone })}
              error={Boolean(errors.timezone)}
              helperText={message(errors.timezone) ?? zoneLabel}
            />
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
              <TextField
                {...text("startsLocal", t("editor.hints.inZone", { zone: values.timezone }))}
                label={t("editor.fields.startsAt")}
                type="datetime-local"
                required
                onChange={(changeEvent) => {
                  const startsLocal = changeEvent.target.value;
                  update({
                    startsLocal,
                    endsLocal: shiftEnd(values.startsLocal, startsLocal, values.endsLocal, values.timezone),
                  });
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...text("endsLocal", t("editor.hints.inZone", { zone: values.timezone }))}
                label={t("editor.fields.endsAt")}
                type="datetime-local"
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.startsLocal || undefined } }}
              />
            </Box>
          </Section>

          <Section title={t("editor.sections.where")}>
            <FormControl>
              <FormLabel id="event-format-label" sx={{ fontSize: 14, mb: 0.5 }}>
                {t("editor.fields.format")}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby="event-format-label"
                name="format"
                value={values.format}
                onChange={(changeEvent) => update({ format: changeEvent.target.value as EditorValues["format"] })}
              >
                {EVENT_FORMATS.map((format) => (
                  <FormControlLabel key={format} value={format} control={<Radio />} label={t(`format.${format}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            {showVenue && (
              <>
                <TextField
                  {...text("venueName")}
                  label={t("editor.fields.venueName")}
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                />
                <TextField
                  {...text("venueAddress")}
                  label={t("editor.fields.venueAddress")}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
                  <TextField
                    {...text("venueCity")}
                    label={t("editor.fields.venueCity")}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <CountryField
                    label={t("editor.fields.venueCountry")}
                    value={values.venueCountry}
                    onChange={(venueCountry) => update({ venueCountry })}
                    error={Boolean(errors.venueCountry)}
                    helperText={message(errors.venueCountry)}
                  />
                </Box>
              </>
            )}
            {showOnline && (
              <TextField
                {...text("onlineUrl", t("editor.hints.onlineUrl"))}
                label={t("editor.fields.onlineUrl")}
                type="url"
                placeholder="https://"
                slotProps={{ htmlInput: { maxLength: 2048, spellCheck: false } }}
              />
            )}
          </Section>
        </Box>

        <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
          <Section title={t("editor.sections.publishing")}>
            <TextField
              {...text("visibility", t(`editor.hints.visibility.${values.visibility}`))}
              select
              label={t("editor.fields.visibility")}
            >
              {EVENT_VISIBILITIES.map((visibility) => (
                <MenuItem key={visibility} value={visibility}>
                  {t(`visibility.${visibility}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...text("coverImage", t("editor.hints.coverImage"))}
              label={t("editor.fields.coverImage")}
              type="url"
              placeholder="https://"
              slotProps={{ htmlInput: { maxLength: 2048, spellCheck: false } }}
            />
            <CoverPreview src={values.coverImage} label={t("editor.coverPreview")} emptyLabel={t("editor.noCover")} />
            <CoverUploadButton
              hasCover={values.coverImage.trim() !== ""}
              onUploaded={(coverImage) => update({ coverImage })}
              onRemove={() => update({ coverImage: "" })}
            />
          </Section>

          <Section title={t("editor.sections.tickets")}>
            <TextField
              {...text("currency", event?.hasOrders ? t("editor.hints.currencyLocked") : undefined)}
              select
              label={t("editor.fields.currency")}
              disabled={event?.hasOrders}
            >
              {CURRENCIES.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...text("capacity", t("editor.hints.capacity"))}
              label={t("editor.fields.capacity")}
              placeholder={t("editor.unlimited")}
              slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*" } }}
            />
            <FormControl>
              <FormLabel id="event-payment-label" sx={{ fontSize: 14, mb: 0.5 }}>
                {t("editor.fields.paymentMethod")}
              </FormLabel>
              <RadioGroup
                aria-labelledby="event-payment-label"
                name="paymentMethod"
                value={values.paymentMethod}
                onChange={(changeEvent) =>
                  update({ paymentMethod: changeEvent.target.value as EditorValues["paymentMethod"] })
                }
              >
                <FormControlLabel value="offline" control={<Radio />} label={t("payment.offline")} />
                <FormControlLabel value="stripe" control={<Radio />} label={t("payment.stripe")} />
              </RadioGroup>
            </FormControl>
            {values.paymentMethod === "offline" && (
              <TextField
                {...text("offlinePaymentInstructions", t("editor.hints.offlineInstructions"))}
                label={t("editor.fields.offlinePaymentInstructions")}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            )}
            <TextField
              {...text("reservationMinutes", t("editor.hints.reservationMinutes"))}
              label={t("editor.fields.reservationMinutes")}
              slotProps={{
                htmlInput: { inputMode: "numeric", pattern: "[0-9]*" },
                input: { endAdornment: <InputAdornment position="end">{t("editor.minutes")}</InputAdornment> },
              }}
            />
          </Section>
        </Box>
      </Box>

      <Paper
        elevation={0}
        sx={{
          position: "sticky",
          bottom: 0,
          zIndex: 2,
          display: "flex",
          alignItems: "center",
          gap: 1.5,
          flexWrap: "nowrap",
          justifyContent: "flex-end",
          px: 2,
          py: 1.5,
          border: 1,
          borderColor: "divider",
          boxShadow: "0 -4px 16px rgba(15, 23, 42, 0.08)",
        }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          sx={{
            flex: 1,
            minWidth: 0,
            display: { xs: isDirty ? "block" : "none", sm: "block" },
            fontSize: { xs: 12, sm: 14 },
          }}
        >
          {isDirty ? t("editor.unsavedHint") : isNew ? t("editor.draftHint") : t("editor.noChanges")}
        </Typography>
        <Button color="inherit" onClick={() => void unsaved.leave(backHref)} disabled={isSaving}>
          {t("editor.cancel")}
        </Button>
        <Button type="submit" variant="contained" loading={isSaving} sx={{ minWidth: 120 }}>
          {isNew ? t("editor.create") : t("editor.save")}
        </Button>
      </Paper>
    </Box>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 3 }, display: "flex", flexDirection: "column", gap: 2.5 }}
    >
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: "1.05rem" }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}

function CoverPreview({ src, label, emptyLabel }: { src: string; label: string; emptyLabel: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isUsable = /^(https?:\/\/\S+|\/[\w./-]+)$/i.test(src.trim()) && failedSrc !== src;
  return (
    <Box
      sx={{
        aspectRatio: "16 / 9",
        borderRadius: 1.5,
        overflow: "hidden",
        border: 1,
        borderColor: "divider",
        bgcolor: "action.hover",
        display: "grid",
        placeItems: "center",
        color: "text.secondary",
      }}
    >
      {isUsable ? (
        <Box
          component="img"
          src={src.trim()}
          alt={label}
          onError={() => setFailedSrc(src)}
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      ) : (
        <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 0.5 }}>
          <ImageOutlined aria-hidden />
          <Typography variant="caption">{emptyLabel}</Typography>
        </Box>
      )}
    </Box>
  );
}
