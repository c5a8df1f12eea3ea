"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Select from "@mui/material/Select";
import TextField from "@mui/material/TextField";
import { FormDialog, useDialogForm } from "@/components/events/form-dialog";
import { promoErrors, promoValues, toPromoInput, type PromoValues } from "@/components/events/ticket-form";
import type { HostEvent, PromoCode, TicketType } from "@/components/events/types";
import { CODE_FONT } from "@/components/events/shared-styles";
import { eventUrl } from "@/lib/swr/use-events";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { createPromoCodeSchema, updatePromoCodeSchema } from "@/lib/events/schema";

/** Adds or edits a promo code: a percentage or a fixed amount (in major units), on all or chosen ticket types. */
export function PromoCodeDialog({
  event,
  promoCode,
  ticketTypes,
  onClose,
  onSaved,
}: {
  event: HostEvent;
  promoCode: PromoCode | null;
  ticketTypes: TicketType[];
  onClose: () => void;
  onSaved: (saved: PromoCode) => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const context = { currency: event.currency, timezone: event.timezone, locale };
  const form = useDialogForm({
    idPrefix: "promo",
    initial: () => promoValues(promoCode, context),
    schema: promoCode ? updatePromoCodeSchema : createPromoCodeSchema,
    toInput: (values: PromoValues) => toPromoInput(values, context),
    toErrors: (issues, values) => promoErrors(issues, values, event.currency),
    save: async (body) => {
      const answer = promoCode
        ? await apiFetch<{ promoCode: PromoCode }>(
            eventUrl(event.id, `/promo-codes/${promoCode.id}`),
            jsonBody("PATCH", body),
          )
        : await apiFetch<{ promoCode: PromoCode }>(eventUrl(event.id, "/promo-codes"), jsonBody("POST", body));
      onSaved(answer.promoCode);
    },
    fieldErrorCodes: { code_taken: { field: "code", key: "codeTaken" } },
    failedText: t("promoCodes.saveFailed"),
  });
  const { values, update, field } = form;
  const names = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType.name]));
  const ticketTypesError = form.message(form.errors.ticketTypeIds);

  return (
    <FormDialog
      titleId="promo-dialog-title"
      title={promoCode ? t("promoCodes.editTitle") : t("promoCodes.addTitle")}
      submitLabel={promoCode ? t("common.save") : t("promoCodes.add")}
      form={form}
      onClose={onClose}
    >
      <TextField
        {...field("code", t("promoCodes.hints.code"))}
        onChange={(changeEvent) => update({ code: changeEvent.target.value.toUpperCase() })}
        label={t("promoCodes.fields.code")}
        required
        autoFocus
        slotProps={{
          htmlInput: {
            maxLength: 32,
            autoCapitalize: "characters",
            spellCheck: false,
            sx: { fontFamily: CODE_FONT, letterSpacing: "0.05em" },
          },
        }}
      />
      <FormControl>
        <FormLabel id="promo-type-label" sx={{ fontSize: 14 }}>
          {t("promoCodes.fields.discountType")}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="promo-type-label"
          value={values.discountType}
          onChange={(changeEvent) =>
            update({ discountType: changeEvent.target.value as PromoValues["discountType"], amount: "" })
          }
        >
          <FormControlLabel value="percent" control={<Radio />} label={t("promoCodes.types.percent")} />
          <FormControlLabel value="fixed" control={<Radio />} label={t("promoCodes.types.fixed")} />
        </RadioGroup>
      </FormControl>
      <TextField
        {...field("amount")}
        label={values.discountType === "percent" ? t("promoCodes.fields.percent") : t("promoCodes.fields.amount")}
        required
        slotProps={{
          htmlInput: { inputMode: values.discountType === "percent" ? "numeric" : "decimal", autoComplete: "off" },
          input: {
            endAdornment: (
              <InputAdornment position="end">{values.discountType === "percent" ? "%" : event.currency}</InputAdornment>
            ),
          },
        }}
      />
      <FormControl error={Boolean(ticketTypesError)}>
        <InputLabel id="promo-ticket-types-label" shrink>
          {t("promoCodes.fields.ticketTypes")}
        </InputLabel>
        <Select
          id="promo-ticketTypeIds"
          labelId="promo-ticket-types-label"
          multiple
          displayEmpty
          value={values.ticketTypeIds}
          onChange={(changeEvent) =>
            update({
              ticketTypeIds:
                typeof changeEvent.target.value === "string"
                  ? changeEvent.target.value.split(",")
                  : changeEvent.target.value,
            })
          }
          input={<OutlinedInput notched label={t("promoCodes.fields.ticketTypes")} />}
          renderValue={(selected) =>
            selected.length === 0
              ? t("promoCodes.allTicketTypes")
              : selected.map((id) => names.get(id) ?? id).join(", ")
          }
        >
          {ticketTypes.map((ticketType) => (
            <MenuItem key={ticketType.id} value={ticketType.id}>
              <Checkbox checked={values.ticketTypeIds.includes(ticketType.id)} size="small" sx={{ py: 0 }} />
              <ListItemText primary={ticketType.name} />
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>{ticketTypesError ?? t("promoCodes.hints.ticketTypes")}</FormHelperText>
      </FormControl>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <TextField
          {...field("maxUses", t("promoCodes.hints.maxUses"))}
          label={t("promoCodes.fields.maxUses")}
          placeholder={t("editor.unlimited")}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <TextField
          {...field("expiresLocal", t("editor.hints.inZone", { zone: event.timezone }))}
          label={t("promoCodes.fields.expiresAt")}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </FormDialog>
  );
}
