"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import type { ContactActions } from "@/components/apps/contacts/use-contact-actions";
import { describeApiError } from "@/components/events/api-error";
import { TAG_TITLE_MAX, type ContactTagAnswer } from "@/lib/contacts/schema";

type Option = ContactTagAnswer & { isNew?: boolean };

const filter = createFilterOptions<Option>();

/** The contact's tags: pick the user's tags, or type a new one and create it on the spot. */
export function TagPicker({
  value,
  onChange,
  tags,
  actions,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  tags: ContactTagAnswer[] | undefined;
  actions: ContactActions;
}) {
  const t = useTranslations("contactsApp.editor");
  const tc = useTranslations("appsCommon");
  const { notify } = useAppsFeedback();
  const [isCreating, setCreating] = useState(false);
  const selected = value.flatMap((id) => tags?.find((tag) => tag.id === id) ?? []);

  const create = async (title: string) => {
    setCreating(true);
    try {
      const tag = await actions.tags.createTag(title);
      onChange([...value, tag.id]);
    } catch (error) {
      notify(
        describeApiError(error, () => undefined, tc("saveFailed")),
        "error",
      );
    } finally {
      setCreating(false);
    }
  };

  return (
    <Autocomplete<Option, true, false, false>
      multiple
      options={tags ?? []}
      value={selected}
      loading={!tags || isCreating}
      disabled={isCreating}
      onChange={(_event, next) => {
        const fresh = next.find((option) => option.isNew);
        if (fresh) void create(fresh.title);
        else onChange(next.map((option) => option.id));
      }}
      filterOptions={(options, params) => {
        const found = filter(options, params);
        const title = params.inputValue.trim().slice(0, TAG_TITLE_MAX);
        const exists = (tags ?? []).some((tag) => tag.title.toLocaleLowerCase() === title.toLocaleLowerCase());
        if (title && !exists) found.push({ id: `new:${title}`, title, isNew: true });
        return found;
      }}
      getOptionLabel={(option) => (option.isNew ? t("createTag", { title: option.title }) : option.title)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterSelectedOptions
      noOptionsText={t("noTags")}
      loadingText={t("loadingTags")}
      size="small"
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.title} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={t("tags")} placeholder={t("tagsPlaceholder")} />}
    />
  );
}
