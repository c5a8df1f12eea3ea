"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { apiErrorCode, apiIssues, describeApiError } from "@/components/events/api-error";
import { ticketErrors, ticketValues, toTicketInput, type TicketValues } from "@/components/events/ticket-form";
import type { HostEvent, TicketType } from "@/components/events/types";
import { eventUrl } from "@/components/events/use-events-data";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { createTicketTypeSchema, TICKET_KINDS, updateTicketTypeSchema } from "@/lib/events/schema";

type Field = keyof TicketValues;

/** Adds or edits a ticket type; the fields follow the API's schema, prices in major units, the sale window in the event's zone. */
export function TicketTypeDialog({ event, ticketType, onClose, onSaved }: { event: HostEvent; ticketType: TicketType | null; onClose: () => void; onSaved: (saved: TicketType) => void }) {
  const t = useTranslations("events");
  const tv = useTranslations("validation");
  const locale = useLocale();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const context = { currency: event.currency, timezone: event.timezone, locale };
  const [values, setValues] = useState<TicketValues>(() => ticketValues(ticketType, context));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const schema = ticketType ? updateTicketTypeSchema : createTicketTypeSchema;

  const message = (key?: string) => (!key ? undefined : tv.has(key as never) ? tv(key as never) : t.has(`editor.errors.${key}` as never) ? t(`editor.errors.${key}` as never) : key);

  function check(next: TicketValues) {
    const result = schema.safeParse(toTicketInput(next, context));
    return result.success ? {} : ticketErrors(result.error.issues, next, event.currency);
  }

  function update(changes: Partial<TicketValues>) {
    const next = { ...values, ...changes };
    setValues(next);
    if (Object.values(errors).some(Boolean)) {
      const fresh = check(next);
      setErrors((current) => Object.fromEntries(Object.keys(current).filter((field) => fresh[field as Field]).map((field) => [field, fresh[field as Field]])));
    }
  }

  function field(name: Exclude<Field, "hidden" | "kind">, hint?: string) {
    const error = message(errors[name]);
    return {
      id: `ticket-${name}`,
      name,
      value: values[name],
      onChange: (changeEvent: ChangeEvent<HTMLInputElement>) => update({ [name]: changeEvent.target.value }),
      onBlur: () => {
        if (values[name] === "") return;
        setErrors((current) => ({ ...current, [name]: check(values)[name] }));
      },
      error: Boolean(error),
      helperText: error ?? hint,
    };
  }

  async function submit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    setFormError(null);
    const found = check(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      document.getElementById(`ticket-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const body = toTicketInput(values, context);
      const answer = ticketType
        ? await apiFetch<{ ticketType: TicketType }>(eventUrl(event.id, `/ticket-types/${ticketType.id}`), jsonBody("PATCH", body))
        : await apiFetch<{ ticketType: TicketType }>(eventUrl(event.id, "/ticket-types"), jsonBody("POST", body));
      onSaved(answer.ticketType);
    } catch (error) {
      setSaving(false);
      const serverErrors = ticketErrors(apiIssues(error), values, event.currency);
      if (apiErrorCode(error) === "quantity_below_held") serverErrors.quantity = "quantityBelowHeld";
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      else setFormError(describeApiError(error, (code) => (t.has(`errors.${code}` as never) ? t(`errors.${code}` as never) : undefined), t("tickets.saveFailed")));
    }
  }

  const zoneHint = t("editor.hints.inZone", { zone: event.timezone });
  const priceError = message(errors.price);

  return (
    <Dialog open onClose={() => !isSaving && onClose()} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="ticket-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id="ticket-dialog-title" sx={{ fontWeight: 700 }}>
          {ticketType ? t("tickets.editTitle") : t("tickets.addTitle")}
        </DialogTitle>
        <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 2.25 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField {...field("name")} label={t("tickets.fields.name")} required autoFocus slotProps={{ htmlInput: { maxLength: 80 } }} />
          <TextField {...field("description")} label={t("tickets.fields.description")} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <FormControl>
            <FormLabel id="ticket-kind-label" sx={{ fontSize: 14 }}>
              {t("tickets.fields.kind")}
            </FormLabel>
            <RadioGroup row aria-labelledby="ticket-kind-label" value={values.kind} onChange={(changeEvent) => update({ kind: changeEvent.target.value as TicketValues["kind"] })}>
              {TICKET_KINDS.map((kind) => (
                <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`tickets.kinds.${kind}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
            {values.kind !== "free" && (
              <TextField
                {...field("price")}
                error={Boolean(priceError)}
                helperText={priceError ?? (values.kind === "donation" ? t("tickets.hints.donation") : undefined)}
                label={values.kind === "donation" ? t("tickets.fields.minimumPrice") : t("tickets.fields.price")}
                required={values.kind === "paid"}
                placeholder={values.kind === "donation" ? "0" : undefined}
                slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off" }, input: { endAdornment: <InputAdornment position="end">{event.currency}</InputAdornment> } }}
              />
            )}
            <TextField {...field("quantity", t("tickets.hints.quantity"))} label={t("tickets.fields.quantity")} required slotProps={{ htmlInput: { inputMode: "numeric" } }} />
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
            <TextField {...field("salesStartLocal", zoneHint)} label={t("tickets.fields.salesStart")} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
            <TextField {...field("salesEndLocal", zoneHint)} label={t("tickets.fields.salesEnd")} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2 }}>
            <TextField {...field("minPerOrder")} label={t("tickets.fields.minPerOrder")} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
            <TextField {...field("maxPerOrder")} label={t("tickets.fields.maxPerOrder")} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
          </Box>
          <FormControlLabel
            control={<Switch checked={values.hidden} onChange={(changeEvent) => update({ hidden: changeEvent.target.checked })} />}
            label={t("tickets.fields.hidden")}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={isSaving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            {ticketType ? t("common.save") : t("tickets.add")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
