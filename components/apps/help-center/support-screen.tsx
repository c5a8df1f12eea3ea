"use client";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import Send from "@mui/icons-material/Send";
import { apiIssues } from "@/components/events/api-error";
import { HelpCenterFrame } from "@/components/apps/help-center/help-center-frame";
import { HELP_CENTER_HREF } from "@/components/apps/help-center/paths";
import {
  SUPPORT_EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
  supportRequestSchema,
  type SupportRequest,
} from "@/lib/help-center/schema";
import { useSendSupportRequest } from "@/lib/swr/use-help-center";

type Field = keyof SupportRequest;
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ["name", "email", "subject", "message"];
const MAX: Record<Field, number> = {
  name: SUPPORT_NAME_MAX,
  email: SUPPORT_EMAIL_MAX,
  subject: SUPPORT_SUBJECT_MAX,
  message: SUPPORT_MESSAGE_MAX,
};

/** The schema's issue keys ("required", "tooLong", "emailInvalid") per field. */
function validate(values: SupportRequest): { data?: SupportRequest; errors: Partial<Record<Field, string>> } {
  const result = supportRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The support form. It checks itself with the API's own schema (on leaving a field and on send),
 * then sends; the request becomes a message in the top bar's messages panel, whose badge updates
 * at once. Name and email start as the signed-in user's.
 */
export function SupportScreen({ defaults }: { defaults: Pick<SupportRequest, "name" | "email"> }) {
  const t = useTranslations("helpCenterApp");
  const send = useSendSupportRequest();
  const [values, setValues] = useState<SupportRequest>({ ...defaults, subject: "", message: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const errorText = (field: Field) => {
    const key = errors[field];
    return key
      ? t(`support.errors.${key === "tooLong" || key === "emailInvalid" ? key : "required"}`, { max: MAX[field] })
      : undefined;
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (status === "sent" || status === "failed") setStatus("idle");
    if (touched[field]) setErrors((current) => ({ ...current, [field]: validate(next).errors[field] }));
  };

  const blur = (field: Field) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validate(values).errors[field] }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setTouched({ name: true, email: true, subject: true, message: true });
    setErrors(found);
    if (!data) {
      fieldRefs.current[FIELDS.find((field) => found[field]) ?? "name"]?.focus();
      return;
    }
    setStatus("sending");
    try {
      await send(data);
      setStatus("sent");
      setValues((current) => ({ ...current, subject: "", message: "" }));
      setTouched({});
    } catch (error) {
      // A 400 names its fields (the server's messages are English; ours are translated by key).
      const serverErrors: Errors = {};
      for (const issue of apiIssues(error)) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field)) serverErrors[field] ??= issue.code === "too_big" ? "tooLong" : "required";
      }
      setErrors(serverErrors);
      setStatus("failed");
    }
  }

  const field = (name: Field, props: { multiline?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField
      name={name}
      label={t(`support.${name}`)}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      onBlur={() => blur(name)}
      error={Boolean(errors[name])}
      helperText={errorText(name) ?? (props.multiline ? t("support.messageHelp", { max: SUPPORT_MESSAGE_MAX }) : " ")}
      required
      fullWidth
      multiline={props.multiline}
      minRows={props.multiline ? 6 : undefined}
      type={props.type}
      autoComplete={props.autoComplete}
      inputRef={(element: HTMLInputElement | null) => {
        fieldRefs.current[name] = element;
      }}
      slotProps={{ htmlInput: { maxLength: MAX[name] } }}
    />
  );

  return (
    <HelpCenterFrame crumbs={[{ label: t("nav.home"), href: HELP_CENTER_HREF }, { label: t("nav.support") }]}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 760 }}>
        <Typography id="support-form-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t("support.heading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t("support.intro")}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="support-form-title">
          <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" } }}>
            {field("name", { autoComplete: "name" })}
            {field("email", { type: "email", autoComplete: "email" })}
          </Box>
          <Box sx={{ display: "grid", gap: 1, mt: 1 }}>
            {field("subject")}
            {field("message", { multiline: true })}
          </Box>
          <Box sx={{ mt: 1 }}>
            {status === "sent" && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t("support.sent")}
              </Alert>
            )}
            {status === "failed" && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t("support.failed")}
              </Alert>
            )}
          </Box>
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <Button type="submit" variant="contained" endIcon={<Send />} disabled={status === "sending"}>
              {status === "sending" ? t("support.sending") : t("support.send")}
            </Button>
          </Box>
        </Box>
      </Paper>
    </HelpCenterFrame>
  );
}
