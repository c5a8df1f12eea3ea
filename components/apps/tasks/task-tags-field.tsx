"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import SellOutlined from "@mui/icons-material/SellOutlined";
import { LabelManagerDialog } from "@/components/apps/shared/label-manager-dialog";
import type { TaskActions } from "@/components/apps/tasks/use-task-actions";
import { createTaskTagSchema, TASK_TAG_TITLE_MAX, type TaskTagAnswer } from "@/lib/tasks/schema";

type NewTag = { id: null; title: string; inputValue: string };
type Option = TaskTagAnswer | NewTag;

const filter = createFilterOptions<Option>();
const isNew = (option: Option): option is NewTag => option.id === null;

type Props = {
  value: string[];
  tags: TaskTagAnswer[];
  onChange: (ids: string[]) => void;
  tagActions: TaskActions["tags"];
  error?: string;
};

/**
 * The task's tags: pick from the list, or type a new name and choose "Create"; "Manage tags" opens
 * the shared dialog to add, rename and delete them (a deleted tag leaves every task).
 */
export function TaskTagsField({ value, tags, onChange, tagActions, error }: Props) {
  const t = useTranslations("tasksApp.tags");
  const tLabels = useTranslations("appsCommon.labels");
  const [isManaging, setManaging] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const selected = value.map((id) => byId.get(id)).filter((tag): tag is TaskTagAnswer => Boolean(tag));

  const choose = async (options: Option[]) => {
    setCreateError(null);
    const ids = options.filter((option) => !isNew(option)).map((option) => option.id as string);
    const typed = options.find(isNew);
    if (typed) {
      const parsed = createTaskTagSchema.safeParse({ tag: { title: typed.inputValue } });
      if (!parsed.success) {
        setCreateError(tLabels("tooLong", { max: TASK_TAG_TITLE_MAX }));
        return;
      }
      try {
        ids.push((await tagActions.create(parsed.data.tag.title)).id);
      } catch {
        setCreateError(tLabels("failed"));
        return;
      }
    }
    onChange(ids);
  };

  return (
    <Box>
      <Autocomplete<Option, true, false, false>
        multiple
        size="small"
        options={tags}
        value={selected}
        onChange={(_event, options) => void choose(options)}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        getOptionLabel={(option) => option.title}
        getOptionKey={(option) => option.id ?? `new-${option.inputValue}`}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          const folded = typed.toLocaleLowerCase();
          if (typed && !tags.some((tag) => tag.title.toLocaleLowerCase() === folded))
            filtered.push({ id: null, inputValue: typed, title: t("create", { title: typed }) });
          return filtered;
        }}
        noOptionsText={t("none")}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("label")}
            placeholder={selected.length === 0 ? t("placeholder") : undefined}
            error={Boolean(error ?? createError)}
            helperText={error ?? createError}
          />
        )}
      />
      <Button size="small" startIcon={<SellOutlined />} onClick={() => setManaging(true)} sx={{ mt: 0.5, ml: -0.5 }}>
        {t("manage")}
      </Button>
      <LabelManagerDialog
        open={isManaging}
        onClose={() => setManaging(false)}
        title={t("manageTitle")}
        items={tags}
        onCreate={({ title }) => tagActions.create(title)}
        onUpdate={(id, { title }) => tagActions.rename(id, title)}
        onDelete={(id) => tagActions.remove(id)}
        deleteNote={t("deleteNote")}
        maxLength={TASK_TAG_TITLE_MAX}
      />
    </Box>
  );
}
