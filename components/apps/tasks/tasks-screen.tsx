"use client";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import AddRounded from "@mui/icons-material/AddRounded";
import PlaylistAddRounded from "@mui/icons-material/PlaylistAddRounded";
import VisibilityOffOutlined from "@mui/icons-material/VisibilityOffOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { TaskDetail } from "@/components/apps/tasks/task-detail";
import { TasksList } from "@/components/apps/tasks/tasks-list";
import { TasksEmpty, TasksError, TasksLoading } from "@/components/apps/tasks/tasks-states";
import { useTaskActions } from "@/components/apps/tasks/use-task-actions";
import { goToTask, selectedIdOf, useSelectedTaskId } from "@/components/apps/tasks/use-task-address";
import type { TaskAnswer, TaskType } from "@/lib/tasks/schema";
import { countTasks, remainingBySection } from "@/lib/tasks/task-list";
import { useTaskTags, useTasks } from "@/lib/swr/use-tasks";

/** /apps/tasks and /apps/tasks/{id}: the ordered list with sections, and the selected task's drawer. */
export function TasksScreen() {
  const t = useTranslations("tasksApp");
  const selectedId = useSelectedTaskId();
  const { data: tasks, error, isLoading, mutate } = useTasks();
  const { data: tags } = useTaskTags();
  const actions = useTaskActions();
  const { deleteWithUndo } = useAppsFeedback();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hideCompleted, setHideCompleted] = useState(false);
  const [isCreating, setCreating] = useState(false);

  // A deletion waiting for its Undo window is hidden here and still in the cached list.
  const present = useMemo(() => (tasks ?? []).filter((task) => !hidden.has(task.id)), [tasks, hidden]);
  const rows = useMemo(
    () =>
      hideCompleted
        ? present.filter((task) => task.type === "section" || !task.completed || task.id === selectedId)
        : present,
    [present, hideCompleted, selectedId],
  );
  const counts = useMemo(() => countTasks(present), [present]);
  const sectionRemaining = useMemo(() => remainingBySection(present), [present]);
  const tagTitles = useMemo(() => new Map((tags ?? []).map((tag) => [tag.id, tag.title])), [tags]);
  const selected = selectedId ? present.find((task) => task.id === selectedId) : undefined;

  const open = useCallback((id: string) => goToTask(id), []);
  const close = useCallback(() => goToTask(null), []);
  const { create, reorder, commitDelete, rowActions } = actions;

  const add = useCallback(
    async (type: TaskType, sectionId?: string) => {
      setCreating(true);
      const created = await create(type, sectionId);
      setCreating(false);
      if (created) open(created.id);
    },
    [create, open],
  );
  const addToSection = useCallback((sectionId: string) => void add("task", sectionId), [add]);
  const onReorder = useCallback((activeId: string, overId: string) => void reorder(activeId, overId), [reorder]);

  const remove = (task: TaskAnswer) => {
    const setShown = (isShown: boolean) =>
      setHidden((previous) => {
        const next = new Set(previous);
        if (isShown) next.delete(task.id);
        else next.add(task.id);
        return next;
      });
    deleteWithUndo({
      message: task.type === "section" ? t("deletedSection") : t("deleted"),
      hide: () => {
        setShown(false);
        if (selectedIdOf(window.location.pathname) === task.id) close();
      },
      restore: () => setShown(true),
      commit: async () => {
        await commitDelete(task.id);
        setShown(true);
      },
    });
  };

  const header = (
    <>
      <Tooltip title={hideCompleted ? t("showCompleted") : t("hideCompleted")}>
        <IconButton
          onClick={() => setHideCompleted((value) => !value)}
          aria-label={hideCompleted ? t("showCompleted") : t("hideCompleted")}
          aria-pressed={hideCompleted}
        >
          {hideCompleted ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
        </IconButton>
      </Tooltip>
      <Button
        variant="outlined"
        startIcon={<PlaylistAddRounded />}
        onClick={() => void add("section")}
        disabled={isCreating || !tasks}
      >
        {t("addSection")}
      </Button>
      <Button
        variant="contained"
        startIcon={<AddRounded />}
        onClick={() => void add("task")}
        disabled={isCreating || !tasks}
      >
        {t("addTask")}
      </Button>
    </>
  );

  return (
    <AppFrame
      title={t("title")}
      count={tasks ? t("counts", { remaining: counts.remaining, completed: counts.completed }) : undefined}
      actions={header}
      detail={
        <TaskDetail
          task={selected}
          isLoading={!tasks && !error}
          tags={tags ?? []}
          actions={actions}
          onDelete={remove}
          onClose={close}
        />
      }
      detailOpen={selectedId !== null}
      onDetailClose={close}
      detailLabel={t("detail.label")}
    >
      {error && !tasks ? (
        <TasksError onRetry={() => void mutate()} />
      ) : isLoading || !tasks ? (
        <TasksLoading />
      ) : rows.length === 0 ? (
        <TasksEmpty isFiltered={present.length > 0} onAdd={() => void add("task")} />
      ) : (
        <TasksList
          rows={rows}
          tagTitles={tagTitles}
          sectionRemaining={sectionRemaining}
          selectedId={selectedId}
          onReorder={onReorder}
          onOpen={open}
          onToggle={rowActions.toggleCompleted}
          onAddToSection={addToSection}
        />
      )}
    </AppFrame>
  );
}
