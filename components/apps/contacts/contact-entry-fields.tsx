"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import RemoveCircleOutline from "@mui/icons-material/RemoveCircleOutlined";
import { CountryPicker } from "@/components/apps/contacts/country-picker";
import { DEFAULT_PHONE_COUNTRY, type EmailRow, type PhoneRow } from "@/lib/contacts/contact-form";
import { CONTACT_ENTRIES_MAX, CONTACT_SHORT_TEXT_MAX, EMAIL_MAX, PHONE_NUMBER_MAX } from "@/lib/contacts/schema";
import { useCountries } from "@/lib/swr/use-contacts";

type ErrorOf = (path: string) => string | undefined;

function Group({
  title,
  children,
  onAdd,
  addLabel,
  canAdd,
}: {
  title: string;
  children: ReactNode;
  onAdd: () => void;
  addLabel: string;
  canAdd: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>{children}</Box>
      <Button size="small" startIcon={<Add />} onClick={onAdd} disabled={!canAdd} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} sx={{ mt: 0.25 }}>
        <RemoveCircleOutline />
      </IconButton>
    </Tooltip>
  );
}

/** The contact's emails: address and label per row, rows added and removed. */
export function EmailFields({
  rows,
  onChange,
  errorOf,
}: {
  rows: EmailRow[];
  onChange: (rows: EmailRow[]) => void;
  errorOf: ErrorOf;
}) {
  const t = useTranslations("contactsApp.editor");
  const set = (index: number, change: Partial<EmailRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Group
      title={t("emails")}
      addLabel={t("addEmail")}
      canAdd={rows.length < CONTACT_ENTRIES_MAX}
      onAdd={() => onChange([...rows, { email: "", label: "" }])}
    >
      {rows.map((row, index) => (
        <Box key={index} sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 6.5rem) 40px", gap: 1 }}>
          <TextField
            size="small"
            type="email"
            label={t("email")}
            value={row.email}
            onChange={(event) => set(index, { email: event.target.value })}
            error={Boolean(errorOf(`emails.${index}.email`))}
            helperText={errorOf(`emails.${index}.email`)}
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX, inputMode: "email", autoComplete: "off" } }}
          />
          <TextField
            size="small"
            label={t("label")}
            placeholder={t("emailLabelPlaceholder")}
            value={row.label}
            onChange={(event) => set(index, { label: event.target.value })}
            error={Boolean(errorOf(`emails.${index}.label`))}
            helperText={errorOf(`emails.${index}.label`)}
            slotProps={{ htmlInput: { maxLength: CONTACT_SHORT_TEXT_MAX } }}
          />
          <RemoveButton
            label={t("removeEmail", { n: index + 1 })}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          />
        </Box>
      ))}
    </Group>
  );
}

/** The contact's phone numbers: country (flag and dialling code), number and label per row. */
export function PhoneFields({
  rows,
  onChange,
  errorOf,
}: {
  rows: PhoneRow[];
  onChange: (rows: PhoneRow[]) => void;
  errorOf: ErrorOf;
}) {
  const t = useTranslations("contactsApp.editor");
  const { data: countries } = useCountries();
  const set = (index: number, change: Partial<PhoneRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const lastCountry = rows[rows.length - 1]?.country ?? DEFAULT_PHONE_COUNTRY;
  return (
    <Group
      title={t("phones")}
      addLabel={t("addPhone")}
      canAdd={rows.length < CONTACT_ENTRIES_MAX}
      onAdd={() => onChange([...rows, { country: lastCountry, phoneNumber: "", label: "" }])}
    >
      {rows.map((row, index) => (
        <Box
          key={index}
          sx={{
            display: "grid",
            gridTemplateColumns: "minmax(0, 8.5rem) minmax(0, 1fr) 40px",
            gridTemplateAreas: '"country number remove" ". label ."',
            gap: 1,
          }}
        >
          <Box sx={{ gridArea: "country" }}>
            <CountryPicker
              label={t("country")}
              value={row.country}
              onChange={(country) => set(index, { country })}
              countries={countries}
              error={Boolean(errorOf(`phoneNumbers.${index}.country`))}
              helperText={errorOf(`phoneNumbers.${index}.country`)}
            />
          </Box>
          <TextField
            size="small"
            type="tel"
            label={t("phone")}
            value={row.phoneNumber}
            onChange={(event) => set(index, { phoneNumber: event.target.value })}
            error={Boolean(errorOf(`phoneNumbers.${index}.phoneNumber`))}
            helperText={errorOf(`phoneNumbers.${index}.phoneNumber`)}
            slotProps={{ htmlInput: { maxLength: PHONE_NUMBER_MAX, inputMode: "tel", autoComplete: "off" } }}
            sx={{ gridArea: "number" }}
          />
          <TextField
            size="small"
            label={t("label")}
            placeholder={t("phoneLabelPlaceholder")}
            value={row.label}
            onChange={(event) => set(index, { label: event.target.value })}
            error={Boolean(errorOf(`phoneNumbers.${index}.label`))}
            helperText={errorOf(`phoneNumbers.${index}.label`)}
            slotProps={{ htmlInput: { maxLength: CONTACT_SHORT_TEXT_MAX } }}
            sx={{ gridArea: "label" }}
          />
          <Box sx={{ gridArea: "remove" }}>
            <RemoveButton
              label={t("removePhone", { n: index + 1 })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            />
          </Box>
        </Box>
      ))}
    </Group>
  );
}
