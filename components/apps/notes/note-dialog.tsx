"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { NoteChecklist } from "@/components/apps/notes/note-checklist";
import { NoteChips } from "@/components/apps/notes/note-chips";
import { NoteDialogToolbar } from "@/components/apps/notes/note-dialog-toolbar";
import { fileToNoteImage, noteImageProblem } from "@/components/apps/notes/note-image";
import { NoteLabelsMenu } from "@/components/apps/notes/note-labels-menu";
import { NoteReminderPopover } from "@/components/apps/notes/note-reminder-popover";
import { useNoteEditor } from "@/components/apps/notes/use-note-editor";
import { toggleChecklist } from "@/lib/notes/draft";
import { isBlankNote } from "@/lib/notes/view";
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, type NoteAnswer, type NoteLabelAnswer } from "@/lib/notes/schema";
import { useDateFormat } from "@/lib/dates/use-date-format";

const newId = () => crypto.randomUUID();

type Props = {
  note: NoteAnswer;
  labels: NoteLabelAnswer[];
  /** Called with the note as last edited (a blank one is thrown away by the screen). */
  onClose: (note: NoteAnswer) => void;
  onArchive: (note: NoteAnswer) => void;
  onDelete: (note: NoteAnswer) => void;
  onCreateLabel: (title: string) => Promise<NoteLabelAnswer | null>;
};

/**
 * The open note, as in Keep: picture, title, text or checklist, reminder and labels, edited in
 * place and saved as you type (components/apps/notes/use-note-editor.ts); the tools sit below.
 */
export function NoteDialog({ note, labels, onClose, onArchive, onDelete, onCreateLabel }: Props) {
  const t = useTranslations("notesApp.dialog");
  const { format } = useDateFormat();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const { notify } = useAppsFeedback();
  const { draft, saveState, change, flush, discard } = useNoteEditor(note);
  const [reminderAnchor, setReminderAnchor] = useState<HTMLElement | null>(null);
  const [labelsAnchor, setLabelsAnchor] = useState<HTMLElement | null>(null);

  const close = () => {
    // A note left empty is thrown away by the screen: nothing more to save.
    if (isBlankNote(draft)) discard();
    else void flush();
    onClose(draft);
  };
  const pickImage = async (file: File) => {
    if (noteImageProblem(file)) {
      notify(t("imageWrongType"), "error");
      return;
    }
    try {
      change({ image: await fileToNoteImage(file) }, { immediate: true });
    } catch {
      notify(t("imageFailed"), "error");
    }
  };
  const edited = draft.updatedAt ?? draft.createdAt;

  return (
    <Dialog
      open
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-label={draft.title.trim() || t("label")}
      slotProps={{ paper: { sx: { borderRadius: isPhone ? 0 : 2, overflow: "hidden" } } }}
    >
      <Box sx={{ flex: 1, overflowY: "auto" }}>
        {draft.image && (
          <NoteDialogImage image={draft.image} onRemove={() => change({ image: null }, { immediate: true })} />
        )}
        <Box sx={{ px: 2.5, pt: 2, pb: 1, display: "flex", flexDirection: "column", gap: 1 }}>
          <InputBase
            value={draft.title}
            placeholder={t("title")}
            onChange={(event) => change({ title: event.target.value })}
            multiline
            autoFocus={!note.title && !note.content && !note.tasks?.length}
            slotProps={{ input: { "aria-label": t("title"), maxLength: NOTE_TITLE_MAX } }}
            sx={{ fontSize: 20, fontWeight: 600 }}
          />
          {draft.tasks === null ? (
            <InputBase
              value={draft.content}
              placeholder={t("contentPlaceholder")}
              onChange={(event) => change({ content: event.target.value })}
              multiline
              minRows={3}
              slotProps={{ input: { "aria-label": t("content"), maxLength: NOTE_CONTENT_MAX } }}
            />
          ) : (
            <>
              {draft.content && (
                <InputBase
                  value={draft.content}
                  onChange={(event) => change({ content: event.target.value })}
                  multiline
                  slotProps={{ input: { "aria-label": t("content"), maxLength: NOTE_CONTENT_MAX } }}
                />
              )}
              <Box sx={{ mx: -1.5 }}>
                <NoteChecklist tasks={draft.tasks} onChange={(tasks) => change({ tasks })} newId={newId} />
              </Box>
            </>
          )}
          <NoteChips
            reminder={draft.reminder}
            labels={draft.labels}
            onReminderClick={setReminderAnchor}
            onReminderDelete={() => change({ reminder: null }, { immediate: true })}
            onLabelDelete={(label) =>
              change({ labels: draft.labels.filter((item) => item.id !== label.id) }, { immediate: true })
            }
          />
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: "flex-end" }}>
            {t(draft.updatedAt ? "edited" : "created", {
              time: format(edited, "mediumTime"),
            })}
          </Typography>
        </Box>
      </Box>
      <NoteDialogToolbar
        isChecklist={draft.tasks !== null}
        isArchived={draft.archived}
        saveState={saveState}
        onReminder={setReminderAnchor}
        onLabels={setLabelsAnchor}
        onImage={(file) => void pickImage(file)}
        onToggleChecklist={() => change(toggleChecklist(draft, newId), { immediate: true })}
        onArchive={() => {
          change({ archived: !draft.archived }, { immediate: true });
          onArchive({ ...draft, archived: !draft.archived });
        }}
        onDelete={() => {
          discard();
          onDelete(draft);
        }}
        onClose={close}
      />
      {reminderAnchor && (
        <NoteReminderPopover
          anchor={reminderAnchor}
          onClose={() => setReminderAnchor(null)}
          reminder={draft.reminder}
          onChange={(reminder) => change({ reminder }, { immediate: true })}
        />
      )}
      <NoteLabelsMenu
        anchor={labelsAnchor}
        onClose={() => setLabelsAnchor(null)}
        labels={labels}
        selected={draft.labels}
        onChange={(selected) => change({ labels: selected }, { immediate: true })}
        onCreate={onCreateLabel}
      />
    </Dialog>
  );
}

/** The note's picture across the top, with a button to remove it. */
function NoteDialogImage({ image, onRemove }: { image: string; onRemove: () => void }) {
  const t = useTranslations("notesApp.dialog");
  return (
    <Box sx={{ position: "relative" }}>
      <Box
        component="img"
        src={image}
        alt={t("image")}
        sx={{ display: "block", width: "100%", maxHeight: 360, objectFit: "cover" }}
      />
      <Tooltip title={t("removeImage")}>
        <IconButton
          aria-label={t("removeImage")}
          onClick={onRemove}
          size="small"
          sx={{
            position: "absolute",
            right: 8,
            bottom: 8,
            bgcolor: "rgba(0,0,0,0.6)",
            color: "common.white",
            "&:hover": { bgcolor: "rgba(0,0,0,0.8)" },
          }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
