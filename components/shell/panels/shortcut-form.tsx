"use client";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useZodForm } from "@/components/forms/use-zod-form";
import { ADORNED_SMALL_AUTOCOMPLETE_SX } from "@/components/shell/panels/adorned-autocomplete";
import { PanelAlert } from "@/components/shell/panels/panel-feedback";
import { PanelIcon } from "@/components/shell/panels/panel-icon";
import { SHORTCUT_ICON_SUGGESTIONS } from "@/lib/icons/suggestions";
import { useKnownIcon } from "@/lib/icons/use-known-icon";
import { shortcutFieldsSchema } from "@/lib/shell/schema";
import type { Shortcut, ShortcutChangeResult, ShortcutFields } from "@/lib/swr/use-shortcuts";

type ShortcutFormProps = {
  purpose: "add" | "edit";
  /** The shortcut being edited, read once when the form opens; a new one starts empty, opening inside the app. */
  shortcut?: Shortcut;
  onSubmit: (fields: ShortcutFields) => Promise<ShortcutChangeResult>;
  onCancel: () => void;
  /** Offered when editing. */
  onDelete?: () => Promise<ShortcutChangeResult>;
};

type Busy = "save" | "delete";
type TextFieldName = "label" | "description" | "icon" | "link";

/**
 * Adds or edits a shortcut. The fields follow `shortcutFieldsSchema`, the API's own rules
 * (label, icon and link required); Add / Update stays disabled while they are not met
 * (specification, section 5). The parent leaves the form on success; on failure it stays open
 * with the user's input and says so.
 */
export function ShortcutForm({ purpose, shortcut, onSubmit, onCancel, onDelete }: ShortcutFormProps) {
  const t = useTranslations("panels.shortcuts");
  const tIcons = useTranslations("iconsPage");
  const form = useZodForm(shortcutFieldsSchema, {
    label: shortcut?.label ?? "",
    description: shortcut?.description ?? "",
    icon: shortcut?.icon ?? "",
    link: shortcut?.link ?? "",
    useRouter: shortcut?.useRouter ?? true,
  });
  const [busy, setBusy] = useState<Busy | null>(null);
  const [failure, setFailure] = useState<Busy | null>(null);
  const check = shortcutFieldsSchema.safeParse(form.values);
  const invalidFields = new Set(check.success ? [] : check.error.issues.map((issue) => String(issue.path[0])));
  // useZodForm re-checks every field when a touched one changes, which can leave an error on a
  // field the user has since corrected; only errors that still hold are shown.
  const errorOf = (name: TextFieldName) => (invalidFields.has(name) ? form.errors[name] : undefined);
  function textField(name: TextFieldName, hint?: string) {
    const error = errorOf(name);
    return { ...form.textField(name), error: Boolean(error), helperText: error ?? hint };
  }
  // The registry's answer for the typed name (the server refuses an unknown one as well).
  const iconCheck = useKnownIcon(form.values.icon);
  const iconField =
    iconCheck === "unknown"
      ? { ...textField("icon"), error: true, helperText: tIcons("unknownIcon") }
      : textField("icon", tIcons("shortcutIconHint"));

  async function run(what: Busy, change: () => Promise<ShortcutChangeResult>) {
    setBusy(what);
    setFailure(null);
    const result = await change();
    if (!result.ok) {
      setFailure(what);
      setBusy(null);
    }
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = form.validate();
    // An empty description is no description.
    if (fields) void run("save", () => onSubmit({ ...fields, description: fields.description || null }));
  }

  return (
    <Box component="form" noValidate onSubmit={onFormSubmit}>
      {failure && <PanelAlert onClose={() => setFailure(null)}>{t(`failed.${failure}`)}</PanelAlert>}
      <Stack spacing={2} sx={{ p: 2.5 }}>
        <TextField
          {...textField("label")}
          label={t("fields.label")}
          size="small"
          required
          autoFocus
          autoComplete="off"
        />
        <TextField {...textField("description")} label={t("fields.description")} size="small" autoComplete="off" />
        <Autocomplete
          freeSolo
          sx={ADORNED_SMALL_AUTOCOMPLETE_SX}
          options={SHORTCUT_ICON_SUGGESTIONS}
          inputValue={form.values.icon}
          onInputChange={(_event, value) => form.setValue("icon", value)}
          renderOption={({ key, ...optionProps }, name) => (
            <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
              <PanelIcon iconName={name} fontSize="small" />
              {name}
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("fields.icon")}
              size="small"
              required
              onBlur={iconField.onBlur}
              error={iconField.error}
              helperText={iconField.helperText}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <PanelIcon
                        iconName={iconCheck === "known" ? form.values.icon : null}
                        fallback={HelpOutlineOutlined}
                        fontSize="small"
                        color="action"
                      />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
        <TextField
          {...textField("link", t("fields.linkHint"))}
          label={t("fields.link")}
          size="small"
          required
          autoComplete="off"
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.values.useRouter}
              onChange={(event) => form.setValue("useRouter", event.target.checked)}
            />
          }
          label={t("fields.useRouter")}
        />
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          {onDelete && (
            <Button
              color="error"
              loading={busy === "delete"}
              disabled={busy !== null}
              onClick={() => void run("delete", onDelete)}
            >
              {t("actions.delete")}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" onClick={onCancel} disabled={busy !== null}>
            {t("actions.cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={busy === "save"}
            disabled={!check.success || iconCheck === "unknown" || busy !== null}
          >
            {purpose === "edit" ? t("actions.update") : t("actions.add")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
