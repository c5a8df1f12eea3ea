"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { FormDialog, useDialogForm } from "@/components/events/form-dialog";
import { ticketErrors, ticketValues, toTicketInput, type TicketValues } from "@/components/events/ticket-form";
import type { HostEvent, TicketType } from "@/components/events/types";
import { eventUrl } from "@/lib/swr/use-events";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { createTicketTypeSchema, TICKET_KINDS, updateTicketTypeSchema } from "@/lib/events/schema";

/** Adds or edits a ticket type; the fields follow the API's schema, prices in major units, the sale window in the event's zone. */
export function TicketTypeDialog({
  event,
  ticketType,
  onClose,
  onSaved,
}: {
  event: HostEvent;
  ticketType: TicketType | null;
  onClose: () => void;
  onSaved: (saved: TicketType) => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const context = { currency: event.currency, timezone: event.timezone, locale };
  const form = useDialogForm({
    idPrefix: "ticket",
    initial: () => ticketValues(ticketType, context),
    schema: ticketType ? updateTicketTypeSchema : createTicketTypeSchema,
    toInput: (values: TicketValues) => toTicketInput(values, context),
    toErrors: (issues, values) => ticketErrors(issues, values, event.currency),
    save: async (body) => {
      const answer = ticketType
        ? await apiFetch<{ ticketType: TicketType }>(
            eventUrl(event.id, `/ticket-types/${ticketType.id}`),
            jsonBody("PATCH", body),
          )
        : await apiFetch<{ ticketType: TicketType }>(eventUrl(event.id, "/ticket-types"), jsonBody("POST", body));
      onSaved(answer.ticketType);
    },
    fieldErrorCodes: { quantity_below_held: { field: "quantity", key: "quantityBelowHeld" } },
    failedText: t("tickets.saveFailed"),
  });
  const { values, update, field } = form;
  const zoneHint = t("editor.hints.inZone", { zone: event.timezone });
  const priceError = form.message(form.errors.price);

  return (
    <FormDialog
      titleId="ticket-dialog-title"
      title={ticketType ? t("tickets.editTitle") : t("tickets.addTitle")}
      submitLabel={ticketType ? t("common.save") : t("tickets.add")}
      form={form}
      onClose={onClose}
    >
      <TextField
        {...field("name")}
        label={t("tickets.fields.name")}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <TextField
        {...field("description")}
        label={t("tickets.fields.description")}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormControl>
        <FormLabel id="ticket-kind-label" sx={{ fontSize: 14 }}>
          {t("tickets.fields.kind")}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="ticket-kind-label"
          value={values.kind}
          onChange={(changeEvent) => update({ kind: changeEvent.target.value as TicketValues["kind"] })}
        >
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
            slotProps={{
              htmlInput: { inputMode: "decimal", autoComplete: "off" },
              input: { endAdornment: <InputAdornment position="end">{event.currency}</InputAdornment> },
            }}
          />
        )}
        <TextField
          {...field("quantity", t("tickets.hints.quantity"))}
          label={t("tickets.fields.quantity")}
          required
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <TextField
          {...field("salesStartLocal", zoneHint)}
          label={t("tickets.fields.salesStart")}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...field("salesEndLocal", zoneHint)}
          label={t("tickets.fields.salesEnd")}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2 }}>
        <TextField
          {...field("minPerOrder")}
          label={t("tickets.fields.minPerOrder")}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <TextField
          {...field("maxPerOrder")}
          label={t("tickets.fields.maxPerOrder")}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
      </Box>
      <FormControlLabel
        control={
          <Switch checked={values.hidden} onChange={(changeEvent) => update({ hidden: changeEvent.target.checked })} />
        }
        label={t("tickets.fields.hidden")}
      />
    </FormDialog>
  );
}
