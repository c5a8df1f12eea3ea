"use client";
import NextLink from "next/link";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import {
  BasicsSection,
  PublishingSection,
  TicketsSection,
  WhenSection,
  WhereSection,
} from "@/components/events/event-editor-sections";
import type { EditorValues } from "@/components/events/event-form";
import { FeedbackProvider } from "@/components/events/feedback";
import { EventStatusChip } from "@/components/events/status-chips";
import { useEventEditor, type EditorEvent, type EventEditorForm } from "@/components/events/use-event-editor";

type EditorProps = {
  initialValues: EditorValues;
  /** The stored event when editing; absent for a new one. */
  event?: EditorEvent;
};

export function EventEditorScreen(props: EditorProps) {
  return (
    <FeedbackProvider>
      <EventEditor {...props} />
    </FeedbackProvider>
  );
}

const COLUMN_SX = { display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 } as const;

/**
 * The event editor (/pages/events/new and /pages/events/[id]/edit): every field of an event, checked
 * by the API's own zod schema as the host types and again on save, errors at their fields (the
 * server's too, e.g. a slug another event took). Dates are typed in the event's time zone.
 */
function EventEditor({ initialValues, event }: EditorProps) {
  const form = useEventEditor(initialValues, event);
  const { t, isNew, formError, errorCount, backHref } = form;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.save}
      aria-labelledby="event-editor-title"
      sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}
    >
      <Box>
        <Button
          component={NextLink}
          href={backHref}
          startIcon={<ArrowBack />}
          color="inherit"
          size="small"
          sx={{ mb: 1, ml: -1 }}
        >
          {event ? event.title : t("list.title")}
        </Button>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
          <Typography
            id="event-editor-title"
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}
          >
            {isNew ? t("editor.newTitle") : t("editor.editTitle")}
          </Typography>
          {event && <EventStatusChip status={event.ended ? "ended" : event.status} />}
        </Box>
        <Typography color="text.secondary">{isNew ? t("editor.newSubtitle") : t("editor.editSubtitle")}</Typography>
      </Box>

      {formError && (
        <Alert severity="error" role="alert" onClose={form.dismissFormError}>
          {formError}
          {errorCount > 0 && ` ${t("editor.errorCount", { count: errorCount })}`}
        </Alert>
      )}

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 360px" },
          gap: 2.5,
          alignItems: "start",
        }}
      >
        <Box sx={COLUMN_SX}>
          <BasicsSection form={form} />
          <WhenSection form={form} />
          <WhereSection form={form} />
        </Box>
        <Box sx={COLUMN_SX}>
          <PublishingSection form={form} />
          <TicketsSection form={form} event={event} />
        </Box>
      </Box>
      <SaveBar form={form} />
    </Box>
  );
}

/** Stays at the bottom of the screen: whether there is something to save, Cancel and Save. */
function SaveBar({ form }: { form: EventEditorForm }) {
  const { t, isDirty, isNew, isSaving, unsaved, backHref } = form;
  return (
    <Paper
      elevation={0}
      sx={{
        position: "sticky",
        bottom: 0,
        zIndex: 2,
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        flexWrap: "nowrap",
        justifyContent: "flex-end",
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: "divider",
        boxShadow: "0 -4px 16px rgba(15, 23, 42, 0.08)",
      }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{
          flex: 1,
          minWidth: 0,
          display: { xs: isDirty ? "block" : "none", sm: "block" },
          fontSize: { xs: 12, sm: 14 },
        }}
      >
        {isDirty ? t("editor.unsavedHint") : isNew ? t("editor.draftHint") : t("editor.noChanges")}
      </Typography>
      <Button color="inherit" onClick={() => void unsaved.leave(backHref)} disabled={isSaving}>
        {t("editor.cancel")}
      </Button>
      <Button type="submit" variant="contained" loading={isSaving} sx={{ minWidth: 120 }}>
        {isNew ? t("editor.create") : t("editor.save")}
      </Button>
    </Paper>
  );
}
