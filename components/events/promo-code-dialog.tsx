"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
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
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { apiErrorCode, apiIssues, describeApiError } from "@/components/events/api-error";
import { promoErrors, promoValues, toPromoInput, type PromoValues } from "@/components/events/ticket-form";
import type { HostEvent, PromoCode, TicketType } from "@/components/events/types";
import { eventUrl } from "@/components/events/use-events-data";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { createPromoCodeSchema, updatePromoCodeSchema } from "@/lib/events/schema";

type Field = keyof PromoValues;

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
  const tv = useTranslations("validation");
  const locale = useLocale();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const context = { currency: event.currency, timezone: event.timezone, locale };
  const [values, setValues] = useState<PromoValues>(() => promoValues(promoCode, context));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const schema = promoCode ? updatePromoCodeSchema : createPromoCodeSchema;
  const names = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType.name]));

  const message = (key?: string) => (!key ? undefined : tv.has(key as never) ? tv(key as never) : t.has(`editor.errors.${key}` as never) ? t(`editor.errors.${key}` as never) : key);

  function check(next: PromoValues) {
    const result = schema.safeParse(toPromoInput(next, context));
    return result.success ? {} : promoErrors(result.error.issues, next, event.currency);
  }

  function update(changes: Partial<PromoValues>) {
    const next = { ...values, ...changes };
    setValues(next);
    if (Object.values(errors).some(Boolean)) {
      const fresh = check(next);
      setErrors((current) => Object.fromEntries(Object.keys(current).filter((field) => fresh[field as Field]).map((field) => [field, fresh[field as Field]])));
    }
  }

  function field(name: "code" | "amount" | "maxUses" | "expiresLocal", hint?: string) {
    const error = message(errors[name]);
    return {
      id: `promo-${name}`,
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
      document.getElementById(`promo-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const body = toPromoInput(values, context);
      const answer = promoCode
        ? await apiFetch<{ promoCode: PromoCode }>(eventUrl(event.id, `/promo-codes/${promoCode.id}`), jsonBody("PATCH", body))
        : await apiFetch<{ promoCode: PromoCode }>(eventUrl(event.id, "/promo-codes"), jsonBody("POST", body));
      onSaved(answer.promoCode);
    } catch (error) {
      setSaving(false);
      const serverErrors = promoErrors(apiIssues(error), values, event.currency);
      if (apiErrorCode(error) === "code_taken") serverErrors.code = "codeTaken";
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      else setFormError(describeApiError(error, (code) => (t.has(`errors.${code}` as never) ? t(`errors.${code}` as never) : undefined), t("promoCodes.saveFailed")));
    }
  }

  const ticketTypesError = message(errors.ticketTypeIds);

  return (
    <Dialog open onClose={() => !isSaving && onClose()} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="promo-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id="promo-dialog-title" sx={{ fontWeight: 700 }}>
          {promoCode ? t("promoCodes.editTitle") : t("promoCodes.addTitle")}
        </DialogTitle>
        <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 2.25 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            {...field("code", t("promoCodes.hints.code"))}
            onChange={(changeEvent) => update({ code: changeEvent.target.value.toUpperCase() })}
            label={t("promoCodes.fields.code")}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: "characters", spellCheck: false, sx: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", letterSpacing: "0.05em" } } }}
          />
          <FormControl>
            <FormLabel id="promo-type-label" sx={{ fontSize: 14 }}>
              {t("promoCodes.fields.discountType")}
            </FormLabel>
            <RadioGroup row aria-labelledby="promo-type-label" value={values.discountType} onChange={(changeEvent) => update({ discountType: changeEvent.target.value as PromoValues["discountType"], amount: "" })}>
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
              input: { endAdornment: <InputAdornment position="end">{values.discountType === "percent" ? "%" : event.currency}</InputAdornment> },
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
              onChange={(changeEvent) => update({ ticketTypeIds: typeof changeEvent.target.value === "string" ? changeEvent.target.value.split(",") : changeEvent.target.value })}
              input={<OutlinedInput notched label={t("promoCodes.fields.ticketTypes")} />}
              renderValue={(selected) => (selected.length === 0 ? t("promoCodes.allTicketTypes") : selected.map((id) => names.get(id) ?? id).join(", "))}
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
            <TextField {...field("maxUses", t("promoCodes.hints.maxUses"))} label={t("promoCodes.fields.maxUses")} placeholder={t("editor.unlimited")} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
            <TextField
              {...field("expiresLocal", t("editor.hints.inZone", { zone: event.timezone }))}
              label={t("promoCodes.fields.expiresAt")}
              type="datetime-local"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={isSaving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            {promoCode ? t("common.save") : t("promoCodes.add")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
