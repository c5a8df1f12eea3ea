"use client";
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { apiErrorCode, apiIssues } from "@/components/events/api-error";
import { useApiErrorText } from "@/components/events/use-api-error-text";

// The ticket type and promo code dialogs validate, save and show errors the same way; this is that
// behaviour (useDialogForm) and that frame (FormDialog), so the two dialogs hold only their fields.

type Issue = { path: readonly PropertyKey[]; message: string };
type FieldErrors<V> = Partial<Record<keyof V, string>>;
/** The fields that hold typed text (the ones `field()` wires to a TextField). */
type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

type Options<V, Input> = {
  /** Inputs' ids are `${idPrefix}-${field}`: the first wrong field gets the focus on submit. */
  idPrefix: string;
  initial: () => V;
  schema: { safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } } };
  toInput: (values: V) => Input;
  /** Schema or server issues → one message key per field. */
  toErrors: (issues: readonly Issue[], values: V) => FieldErrors<V>;
  /** Sends the body (POST or PATCH) and hands the saved row on. */
  save: (body: Input) => Promise<void>;
  /** API error codes that belong to one field (e.g. code_taken → the code field's "codeTaken"). */
  fieldErrorCodes?: Record<string, { field: keyof V; key: string }>;
  /** The form-level message when the error belongs to no field and its code is not known. */
  failedText: string;
};

/**
 * A dialog form checked by the API's own zod schema: a field is checked when it loses focus, errors
 * already shown are re-checked as the host types, and submit focuses the first wrong field.
 */
export function useDialogForm<V extends object, Input>({
  idPrefix,
  initial,
  schema,
  toInput,
  toErrors,
  save,
  fieldErrorCodes,
  failedText,
}: Options<V, Input>) {
  const t = useTranslations("events");
  const tv = useTranslations("validation");
  const errorText = useApiErrorText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  /** A message key → its text: a shared validation message, else the editor's own, else the key as it came. */
  const message = (key?: string) =>
    !key
      ? undefined
      : tv.has(key as never)
        ? tv(key as never)
        : t.has(`editor.errors.${key}` as never)
          ? t(`editor.errors.${key}` as never)
          : key;

  function check(next: V): FieldErrors<V> {
    const result = schema.safeParse(toInput(next));
    return result.success ? {} : toErrors(result.error.issues, next);
  }

  function update(changes: Partial<V>) {
    const next = { ...values, ...changes };
    setValues(next);
    if (Object.values(errors).some(Boolean)) {
      const fresh = check(next);
      setErrors(
        (current) =>
          Object.fromEntries(
            Object.keys(current)
              .filter((field) => fresh[field as keyof V])
              .map((field) => [field, fresh[field as keyof V]]),
          ) as FieldErrors<V>,
      );
    }
  }

  /** The props that wire a TextField to one text field: id, value, change, check on blur, error and hint. */
  function field(name: TextFields<V>, hint?: string) {
    const error = message(errors[name]);
    return {
      id: `${idPrefix}-${String(name)}`,
      name: String(name),
      value: values[name] as string,
      onChange: (changeEvent: ChangeEvent<HTMLInputElement>) =>
        update({ [name]: changeEvent.target.value } as Partial<V>),
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
      document.getElementById(`${idPrefix}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await save(toInput(values));
    } catch (error) {
      setSaving(false);
      const serverErrors = toErrors(apiIssues(error), values);
      const code = apiErrorCode(error);
      const codeError = code ? fieldErrorCodes?.[code] : undefined;
      if (codeError) serverErrors[codeError.field] = codeError.key;
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      else setFormError(errorText(error, failedText));
    }
  }

  return { values, errors, message, update, field, submit, formError, isSaving };
}

/** The frame of a dialog form: title, the form-level error above the fields, Cancel and the submit button; full screen on a phone. */
export function FormDialog({
  titleId,
  title,
  submitLabel,
  form,
  onClose,
  children,
}: {
  titleId: string;
  title: string;
  submitLabel: string;
  form: Pick<ReturnType<typeof useDialogForm>, "submit" | "formError" | "isSaving">;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("events");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  return (
    <Dialog
      open
      onClose={() => !form.isSaving && onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={form.submit} sx={{ display: "contents" }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 2.25 }}>
          {form.formError && <Alert severity="error">{form.formError}</Alert>}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={form.isSaving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={form.isSaving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
