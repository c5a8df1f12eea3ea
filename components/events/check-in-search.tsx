"use client";
import { useTranslations } from "next-intl";
import type { FormEvent, RefObject } from "react";
import QrCodeScannerOutlined from "@mui/icons-material/QrCodeScannerOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";

/** The door's one big box: a ticket code (typed, or from a scanner that types) or a name or email. */
export function CheckInSearch({
  inputRef,
  text,
  onTextChange,
  onSubmit,
  isSending,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: (submitEvent: FormEvent) => void;
  /** Whether a code sent from the box is on its way. */
  isSending: boolean;
}) {
  const t = useTranslations("events");
  return (
    <Box component="form" onSubmit={onSubmit} role="search" aria-label={t("checkIn.title")}>
      <TextField
        inputRef={inputRef}
        value={text}
        onChange={(changeEvent) => onTextChange(changeEvent.target.value)}
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
                <Button type="submit" variant="contained" loading={isSending} disabled={!text.trim()}>
                  {t("checkIn.submit")}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
