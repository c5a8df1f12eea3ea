"use client";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";
import { entryPattern, formatDate, parseEntryDate } from "@/lib/dates/format";

type DateFieldProps = Omit<TextFieldProps, "value" | "onChange" | "type" | "defaultValue"> & {
  /** The calendar day, "YYYY-MM-DD", or "" for none. */
  value: string;
  /** Called with a real day ("YYYY-MM-DD") or "" when the field is emptied; never with half-typed text. */
  onChange: (value: string) => void;
  /** Bounds for the picker ("YYYY-MM-DD"); the caller still checks them (a typed day may pass them). */
  min?: string;
  max?: string;
  /** Buttons shown before the calendar button (e.g. "clear"). */
  endActions?: ReactNode;
};

/**
 * A date as people type it in their language (spec section 9: entry format `P`, "11/25/2026",
 * "25.11.2026", two-digit years below 60 are 20yy), with a calendar button that opens the
 * browser's own picker. Native date inputs follow the browser's language, not the app's, hence
 * the text field; the picker is a hidden native input driven by `showPicker()`.
 */
export function DateField({ value, onChange, min, max, endActions, error, helperText, ...props }: DateFieldProps) {
  const locale = useLocale();
  const t = useTranslations("common");
  const tv = useTranslations("validation");
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDate(value, locale, "entry"));
  const [shown, setShown] = useState({ value, locale });
  const [isInvalid, setIsInvalid] = useState(false);
  const pattern = entryPattern(locale);

  // A new value from outside (a reset, the picker, another language) replaces what is typed.
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale });
    setText(formatDate(value, locale, "entry"));
    setIsInvalid(false);
  }

  const type = (typed: string) => {
    setText(typed);
    if (typed.trim() === "") {
      setIsInvalid(false);
      if (value !== "") onChange("");
      return;
    }
    const day = parseEntryDate(typed, locale);
    if (day) {
      setIsInvalid(false);
      setShown({ value: day, locale });
      if (day !== value) onChange(day);
    }
  };

  const pick = (day: string) => {
    setIsInvalid(false);
    setShown({ value: day, locale });
    setText(formatDate(day, locale, "entry"));
    if (day !== value) onChange(day);
  };

  const leave = () => {
    if (text.trim() === "") return;
    const day = parseEntryDate(text, locale);
    setIsInvalid(day === null);
    if (day) setText(formatDate(day, locale, "entry"));
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key === "Enter") leave();
      }}
      error={Boolean(error) || isInvalid}
      helperText={isInvalid ? tv("dateEntryInvalid", { pattern }) : helperText}
      placeholder={pattern}
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: "numeric", autoComplete: "off", "aria-description": t("dateFormatHint", { pattern }) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {endActions}
              <Tooltip title={t("chooseDate")}>
                <IconButton size="small" edge="end" onClick={openPicker} aria-label={t("chooseDate")}>
                  <CalendarMonthOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value}
                min={min}
                max={max}
                onChange={(event) => pick(event.target.value)}
                style={{
                  position: "absolute",
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
