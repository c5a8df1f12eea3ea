"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import InputAdornment from "@mui/material/InputAdornment";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  MAX_REASON_LENGTH,
  refundableAttendees,
  ticketsAmount,
  type RefundChoice,
  type RefundMode,
  type RefundProblem,
} from "@/components/payments/refund-request";
import type { OrderDetail } from "@/lib/payments/schema";
import { formatMoney } from "@/lib/text/money";

type Props = {
  order: OrderDetail;
  choice: RefundChoice;
  onChange: (changes: Partial<RefundChoice>) => void;
  problem: RefundProblem | null;
  disabled: boolean;
  /** The choice gives back everything that is left: every ticket goes back on sale, with no choice to make. */
  isFullRefund: boolean;
};

/** The refund's first step: the whole remainder, an amount, or chosen tickets; whether they go back on sale; a reason. */
export function RefundFormFields({ order, choice, onChange, problem, disabled, isFullRefund }: Props) {
  const t = useTranslations("payments.refund");
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const tickets = refundableAttendees(order);
  const chosenWorth = ticketsAmount(order, choice.attendeeIds);
  const isAmountProblem = problem !== null && problem !== "noTickets";

  function toggle(id: string, isChecked: boolean) {
    const ids = isChecked ? [...choice.attendeeIds, id] : choice.attendeeIds.filter((other) => other !== id);
    onChange({ attendeeIds: ids });
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t("left", { amount: money(order.refundable), total: money(order.total) })}
      </Typography>
      <RadioGroup
        value={choice.mode}
        onChange={(_event, value) => onChange({ mode: value as RefundMode })}
        aria-label={t("modeLabel")}
      >
        <FormControlLabel
          value="whole"
          control={<Radio />}
          disabled={disabled}
          label={t("modes.whole", { amount: money(order.refundable) })}
        />
        <FormControlLabel value="amount" control={<Radio />} disabled={disabled} label={t("modes.amount")} />
        {choice.mode === "amount" && (
          <TextField
            autoFocus
            size="small"
            label={t("amount")}
            value={choice.amountText}
            onChange={(changeEvent) => onChange({ amountText: changeEvent.target.value })}
            error={isAmountProblem}
            helperText={
              isAmountProblem
                ? t(`problems.${problem}`, { max: money(order.refundable) })
                : t("amountHelp", { max: money(order.refundable) })
            }
            disabled={disabled}
            slotProps={{
              htmlInput: { inputMode: "decimal", autoComplete: "off" },
              input: { endAdornment: <InputAdornment position="end">{order.currency}</InputAdornment> },
            }}
            sx={{ ml: 4, mb: 1, maxWidth: 260 }}
          />
        )}
        <FormControlLabel
          value="tickets"
          control={<Radio />}
          disabled={disabled || tickets.length === 0}
          label={t("modes.tickets")}
        />
        {choice.mode === "tickets" && (
          <Box sx={{ ml: 4, display: "flex", flexDirection: "column" }}>
            {tickets.map((attendee) => (
              <FormControlLabel
                key={attendee.id}
                disabled={disabled}
                control={
                  <Checkbox
                    size="small"
                    checked={choice.attendeeIds.includes(attendee.id)}
                    onChange={(_event, isChecked) => toggle(attendee.id, isChecked)}
                  />
                }
                label={
                  <Typography variant="body2" component="span" sx={{ overflowWrap: "anywhere" }}>
                    {t("ticketLine", {
                      name: attendee.name,
                      type: attendee.ticketTypeName,
                      amount: money(attendee.refundAmount),
                    })}
                  </Typography>
                }
              />
            ))}
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} aria-live="polite">
              {t("ticketsSum", {
                count: choice.attendeeIds.length,
                amount: money(Math.min(chosenWorth, order.refundable)),
              })}
            </Typography>
            {chosenWorth > order.refundable && (
              <FormHelperText>{t("ticketsCapped", { amount: money(order.refundable) })}</FormHelperText>
            )}
            {problem === "noTickets" && <FormHelperText error>{t("problems.noTickets")}</FormHelperText>}
          </Box>
        )}
      </RadioGroup>
      {isFullRefund && tickets.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("releaseFull")}
        </Typography>
      )}
      {!isFullRefund && choice.mode !== "amount" && tickets.length > 0 && (
        <FormControlLabel
          disabled={disabled}
          control={
            <Switch
              checked={choice.releaseTickets}
              onChange={(_event, isChecked) => onChange({ releaseTickets: isChecked })}
            />
          }
          label={t("release")}
        />
      )}
      <TextField
        label={t("reason")}
        value={choice.reason}
        onChange={(changeEvent) => onChange({ reason: changeEvent.target.value })}
        multiline
        minRows={2}
        disabled={disabled}
        helperText={t("reasonHelp")}
        slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
      />
    </Box>
  );
}
