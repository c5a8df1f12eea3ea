"use client";
import type { ChangeEvent } from "react";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { EventCheckoutState } from "@/components/public/use-event-checkout";

/** The buyer's name and email, shown once a ticket is chosen; checked as typed and by the server. */
export function CheckoutBuyerFields({ checkout }: { checkout: EventCheckoutState }) {
  const { t, ticketCount, buyer, serverBuyerErrors, clearServerBuyerError } = checkout;
  const nameField = buyer.textField("name");
  const emailField = buyer.textField("email");
  return (
    <Collapse in={ticketCount > 0}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2.5, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
          {t("yourDetails")}
        </Typography>
        <Stack spacing={2}>
          <TextField
            {...nameField}
            onChange={(changeEvent: ChangeEvent<HTMLInputElement>) => {
              nameField.onChange(changeEvent);
              clearServerBuyerError("name");
            }}
            error={nameField.error || Boolean(serverBuyerErrors.name)}
            helperText={nameField.helperText ?? serverBuyerErrors.name}
            label={t("name")}
            autoComplete="name"
            required
          />
          <TextField
            {...emailField}
            onChange={(changeEvent: ChangeEvent<HTMLInputElement>) => {
              emailField.onChange(changeEvent);
              clearServerBuyerError("email");
            }}
            error={emailField.error || Boolean(serverBuyerErrors.email)}
            helperText={emailField.helperText ?? serverBuyerErrors.email ?? t("emailHint")}
            label={t("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
        </Stack>
      </Box>
    </Collapse>
  );
}
