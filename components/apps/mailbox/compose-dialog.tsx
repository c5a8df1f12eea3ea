"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import Close from "@mui/icons-material/Close";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import Send from "@mui/icons-material/Send";
import { ComposeAttachments } from "@/components/apps/mailbox/compose-attachments";
import { hasContent, isChanged, recipientLists, type ComposeValues } from "@/components/apps/mailbox/compose-prefill";
import { RichTextField } from "@/components/events/rich-text-field";
import { invalidRecipients } from "@/lib/mailbox/addresses";
import type { ComposeMailBody } from "@/lib/mailbox/schema";

type Field = "to" | "cc" | "bcc";

export type ComposeResult = { kind: "sent" | "draft" | "discarded" | "closed"; body?: ComposeMailBody };

/**
 * The composer: to, cc, bcc, subject, rich text and files. Send stores the mail in Sent; closing
 * with something written keeps it in Drafts; Discard drops it. It says plainly that nothing is
 * delivered: the mailbox is a demo. The caller does the storing (`onSubmit`), so a failure keeps
 * the dialog open with what was written.
 */
export function ComposeDialog({
  initial,
  onSubmit,
  onClose,
}: {
  initial: ComposeValues;
  onSubmit: (body: ComposeMailBody) => Promise<void>;
  /** Called once the dialog is done: sent, saved as a draft, discarded or closed empty. */
  onClose: (result: ComposeResult) => void;
}) {
  const t = useTranslations("mailboxApp.compose");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const [values, setValues] = useState(initial);
  const [isCopyShown, setCopyShown] = useState(Boolean(initial.cc || initial.bcc));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const set = (patch: Partial<ComposeValues>) => setValues((current) => ({ ...current, ...patch }));
  const fieldError = (field: Field) => {
    const wrong = invalidRecipients(values[field]);
    return wrong.length > 0 ? t("badAddress", { addresses: wrong.join(", ") }) : undefined;
  };
  const bodyOf = (send: boolean, lists = recipientLists(values)): ComposeMailBody => ({
    send,
    ...(values.draftId ? { draftId: values.draftId } : {}),
    mail: {
      ...lists,
      subject: values.subject,
      content: values.content,
      attachments: values.attachments.map(({ name, dataUrl }) => ({ name, dataUrl })),
    },
  });

  const submit = async (body: ComposeMailBody, result: ComposeResult["kind"]) => {
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(body);
      onClose({ kind: result, body });
    } catch {
      setProblem(result === "sent" ? t("sendFailed") : t("draftFailed"));
      setBusy(false);
    }
  };

  const send = () => {
    const next = { to: fieldError("to"), cc: fieldError("cc"), bcc: fieldError("bcc") };
    if (!values.to.trim()) next.to = t("toRequired");
    setErrors(next);
    if (next.to || next.cc || next.bcc) return;
    void submit(bodyOf(true), "sent");
  };

  // Closing keeps what was written as a draft; an address that is not one is left out of it.
  const close = () => {
    if (isBusy) return;
    if (!hasContent(values) || !isChanged(values, initial)) return onClose({ kind: "closed" });
    const valid = (field: Field) => recipientLists(values)[field].filter((entry) => !invalidRecipients(entry).length);
    void submit(bodyOf(false, { to: valid("to"), cc: valid("cc"), bcc: valid("bcc") }), "draft");
  };

  const addressField = (field: Field, label: string, autoFocus = false) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => {
        set({ [field]: event.target.value });
        if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      onBlur={() => setErrors((current) => ({ ...current, [field]: fieldError(field) }))}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? (field === "to" ? t("addressHint") : undefined)}
      autoFocus={autoFocus}
      fullWidth
      size="small"
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: "email" } }}
    />
  );

  return (
    <Dialog open onClose={close} fullScreen={isPhone} fullWidth maxWidth="md" aria-labelledby="mailbox-compose-title">
      <DialogTitle id="mailbox-compose-title" sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1 }}>
        <Box sx={{ flex: 1 }}>{values.draftId ? t("draftTitle") : t("title")}</Box>
        <Tooltip title={t("close")}>
          <IconButton aria-label={t("close")} onClick={close} disabled={isBusy}>
            <Close />
          </IconButton>
        </Tooltip>
      </DialogTitle>
      <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {t("demoNotice")}
        </Alert>
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <Box sx={{ flex: 1 }}>{addressField("to", t("to"), !initial.to)}</Box>
          {!isCopyShown && (
            <Button size="small" onClick={() => setCopyShown(true)} sx={{ mt: 0.5, flex: "none" }}>
              {t("showCopies")}
            </Button>
          )}
        </Box>
        {isCopyShown && addressField("cc", t("cc"))}
        {isCopyShown && addressField("bcc", t("bcc"))}
        <TextField
          label={t("subject")}
          value={values.subject}
          onChange={(event) => set({ subject: event.target.value })}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Box
          sx={{
            "& [contenteditable] blockquote": { ml: 1, pl: 1.5, borderLeft: 3, borderColor: "divider" },
          }}
        >
          <RichTextField
            label={t("message")}
            placeholder={t("placeholder")}
            value={values.content}
            onChange={(content) => set({ content })}
          />
        </Box>
        <ComposeAttachments
          files={values.attachments}
          onChange={(attachments) => set({ attachments })}
          onProblem={setProblem}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<Send />}
          onClick={send}
          disabled={isBusy}
          sx={{ borderRadius: 999, px: 3 }}
        >
          {t("send")}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t("discard")}>
          <IconButton aria-label={t("discard")} disabled={isBusy} onClick={() => onClose({ kind: "discarded" })}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </DialogActions>
    </Dialog>
  );
}
