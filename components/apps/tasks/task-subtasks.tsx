"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import InputBase from "@mui/material/InputBase";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import AddRounded from "@mui/icons-material/AddRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import { useAutosaveText } from "@/components/apps/tasks/use-autosave-text";
import type { SubTask } from "@/lib/tasks/schema";

/** A sub-task's id, made here so the row keeps its key before and after the save. */
function newSubTaskId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

type Props = { subTasks: SubTask[]; onChange: (next: SubTask[]) => void; error?: string };

/** Sub-tasks: add (Enter), tick, rename in place (saved as you type), remove. */
export function TaskSubTasks({ subTasks, onChange, error }: Props) {
  const t = useTranslations("tasksApp.subTasks");
  const [draft, setDraft] = useState("");
  const done = subTasks.filter((subTask) => subTask.completed).length;
  const add = () => {
    const title = draft.trim();
    if (!title) return;
    onChange([...subTasks, { id: newSubTaskId(), title, completed: false }]);
    setDraft("");
  };
  const rename = (id: string, title: string) =>
    onChange(subTasks.map((subTask) => (subTask.id === id ? { ...subTask, title } : subTask)));

  return (
    <Box component="section" aria-labelledby="task-subtasks-heading">
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", mb: 0.5 }}>
        <Typography id="task-subtasks-heading" component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t("title")}
        </Typography>
        {subTasks.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t("progress", { done, total: subTasks.length })}
          </Typography>
        )}
      </Box>
      {subTasks.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={(done / subTasks.length) * 100}
          aria-hidden
          sx={{ mb: 1, borderRadius: 1, height: 4 }}
        />
      )}
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {subTasks.map((subTask) => (
          <SubTaskRow
            key={subTask.id}
            subTask={subTask}
            onToggle={() =>
              onChange(
                subTasks.map((item) => (item.id === subTask.id ? { ...item, completed: !item.completed } : item)),
              )
            }
            onRename={(title) => rename(subTask.id, title)}
            onRemove={() => onChange(subTasks.filter((item) => item.id !== subTask.id))}
          />
        ))}
      </Box>
      <TextField
        size="small"
        fullWidth
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add();
          }
        }}
        placeholder={t("addPlaceholder")}
        error={Boolean(error)}
        helperText={error}
        sx={{ mt: 1 }}
        slotProps={{
          htmlInput: { "aria-label": t("add") },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t("add")}>
                  <span>
                    <IconButton size="small" edge="end" onClick={add} disabled={!draft.trim()} aria-label={t("add")}>
                      <AddRounded fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

function SubTaskRow({
  subTask,
  onToggle,
  onRename,
  onRemove,
}: {
  subTask: SubTask;
  onToggle: () => void;
  onRename: (title: string) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("tasksApp.subTasks");
  const title = useAutosaveText(subTask.title, onRename);
  const name = subTask.title || t("untitled");
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 0.5,
        borderRadius: 1,
        "&:hover .subtask-remove, & .subtask-remove:focus-visible": { opacity: 1 },
      }}
    >
      <Checkbox
        size="small"
        checked={subTask.completed}
        onChange={onToggle}
        slotProps={{ input: { "aria-label": t("complete", { title: name }) } }}
      />
      <InputBase
        value={title.text}
        onChange={(event) => title.change(event.target.value)}
        onBlur={title.flush}
        onKeyDown={(event) => {
          if (event.key === "Enter") title.flush();
        }}
        placeholder={t("untitled")}
        fullWidth
        inputProps={{ "aria-label": t("rename", { title: name }) }}
        sx={{
          fontSize: 14,
          textDecoration: subTask.completed ? "line-through" : "none",
          color: subTask.completed ? "text.secondary" : "text.primary",
        }}
      />
      <Tooltip title={t("remove")}>
        <IconButton
          className="subtask-remove"
          size="small"
          onClick={onRemove}
          aria-label={t("removeNamed", { title: name })}
          sx={{ opacity: { xs: 1, md: 0.35 } }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
