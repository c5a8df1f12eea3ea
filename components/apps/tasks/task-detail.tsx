"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import CheckCircle from "@mui/icons-material/CheckCircle";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import SearchOffRounded from "@mui/icons-material/SearchOffRounded";
import { TaskScheduleFields } from "@/components/apps/tasks/task-schedule-fields";
import { TaskSubTasks } from "@/components/apps/tasks/task-subtasks";
import { TaskTagsField } from "@/components/apps/tasks/task-tags-field";
import { useAutosaveText } from "@/components/apps/tasks/use-autosave-text";
import type { TaskActions } from "@/components/apps/tasks/use-task-actions";
import { useTaskSave, type SaveStatus } from "@/components/apps/tasks/use-task-save";
import { useConfirm } from "@/components/ui/confirmation";
import { IconCircle } from "@/components/ui/icon-circle";
import type { TaskAnswer, TaskTagAnswer } from "@/lib/tasks/schema";

type Props = {
  task: TaskAnswer | undefined;
  isLoading: boolean;
  tags: TaskTagAnswer[];
  actions: TaskActions;
  onDelete: (task: TaskAnswer) => void;
  onClose: () => void;
};

/** The drawer at /apps/tasks/{id}: the task's editor, or "not found" for an id that is not the user's. */
export function TaskDetail({ task, isLoading, tags, actions, onDelete, onClose }: Props) {
  const t = useTranslations("tasksApp.detail");
  if (isLoading)
    return (
      <Box sx={{ px: 3, pb: 3 }} aria-busy>
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={40} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  if (!task)
    return (
      <Box sx={{ px: 3, py: 6, textAlign: "center", display: "flex", flexDirection: "column", alignItems: "center" }}>
        <IconCircle aria-hidden sx={{ mb: 2 }}>
          <SearchOffRounded />
        </IconCircle>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t("notFound")}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t("notFoundText")}
        </Typography>
        <Button variant="outlined" onClick={onClose}>
          {t("backToList")}
        </Button>
      </Box>
    );
  return <TaskEditor key={task.id} task={task} tags={tags} actions={actions} onDelete={onDelete} />;
}

function SaveState({ status }: { status: SaveStatus }) {
  const t = useTranslations("tasksApp.detail");
  const tCommon = useTranslations("appsCommon");
  const text =
    status === "saving"
      ? tCommon("saving")
      : status === "saved"
        ? tCommon("saved")
        : status === "failed"
          ? t("notSaved")
          : t("autosave");
  return (
    <Typography
      variant="caption"
      role="status"
      color={status === "failed" ? "error" : "text.secondary"}
      sx={{ textAlign: "right" }}
    >
      {text}
    </Typography>
  );
}

/** Every field saves as it changes (text once typing pauses); the line at the top says where saving stands. */
function TaskEditor({
  task,
  tags,
  actions,
  onDelete,
}: {
  task: TaskAnswer;
  tags: TaskTagAnswer[];
  actions: TaskActions;
  onDelete: (task: TaskAnswer) => void;
}) {
  const t = useTranslations("tasksApp.detail");
  const tApp = useTranslations("tasksApp");
  const confirm = useConfirm();
  const { save, errors, status } = useTaskSave(task.id, actions.update);
  const title = useAutosaveText(task.title, (text) => save({ title: text }, { title: text }));
  const notes = useAutosaveText(task.notes, (text) => save({ notes: text }, { notes: text }));
  const isSection = task.type === "section";

  const remove = async () => {
    const isConfirmed = await confirm({
      title: isSection ? t("deleteSectionTitle") : t("deleteTitle"),
      message: isSection
        ? t("deleteSectionMessage")
        : t("deleteMessage", { title: task.title.trim() || tApp("untitled") }),
      icon: { name: "warning", color: "error" },
      actions: { confirm: { label: t("delete"), color: "error" } },
    });
    if (isConfirmed) {
      title.flush();
      notes.flush();
      onDelete(task);
    }
  };

  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, minHeight: 24 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {isSection ? t("kindSection") : t("kindTask")}
        </Typography>
        <SaveState status={status} />
      </Box>
      <TextField
        label={isSection ? t("sectionTitle") : t("title")}
        value={title.text}
        onChange={(event) => title.change(event.target.value)}
        onBlur={title.flush}
        onKeyDown={(event) => {
          if (event.key === "Enter") title.flush();
        }}
        placeholder={isSection ? tApp("untitledSection") : t("titlePlaceholder")}
        autoFocus={!task.title}
        error={Boolean(errors.title)}
        helperText={errors.title}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {isSection ? (
        <Typography variant="body2" color="text.secondary">
          {t("sectionHint")}
        </Typography>
      ) : (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={task.completed}
                onChange={() => save({ completed: !task.completed }, { completed: !task.completed })}
                icon={<RadioButtonUnchecked />}
                checkedIcon={<CheckCircle />}
                color="success"
              />
            }
            label={task.completed ? t("completed") : t("markCompleted")}
            sx={{ alignSelf: "flex-start", ml: -1 }}
          />
          <TextField
            label={t("notes")}
            value={notes.text}
            onChange={(event) => notes.change(event.target.value)}
            onBlur={notes.flush}
            placeholder={t("notesPlaceholder")}
            error={Boolean(errors.notes)}
            helperText={errors.notes}
            multiline
            minRows={3}
            maxRows={12}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TaskScheduleFields
            dueDate={task.dueDate}
            priority={task.priority}
            isCompleted={task.completed}
            onDueChange={(day) => save({ dueDate: day }, { dueDate: day ? `${day}T00:00:00.000Z` : null })}
            onPriorityChange={(priority) => save({ priority }, { priority })}
          />
          <TaskTagsField
            value={task.tags}
            tags={tags}
            onChange={(ids) => save({ tags: ids }, { tags: ids })}
            tagActions={actions.tags}
            error={errors.tags}
          />
          <TaskSubTasks
            subTasks={task.subTasks}
            onChange={(subTasks) => save({ subTasks }, { subTasks })}
            error={errors.subTasks}
          />
        </>
      )}
      <Box sx={{ pt: 1, borderTop: 1, borderColor: "divider" }}>
        <Button color="error" startIcon={<DeleteOutlineRounded />} onClick={() => void remove()}>
          {isSection ? t("deleteSection") : t("delete")}
        </Button>
      </Box>
    </Box>
  );
}
