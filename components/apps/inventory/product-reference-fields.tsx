"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ProductFormValues } from "@/components/apps/inventory/product-form";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import {
  createInventoryTag,
  useInventoryReferences,
  useInventoryTags,
  type InventoryRef,
  type InventoryTag,
} from "@/lib/swr/use-inventory";

type Change = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => void;
type TagOption = InventoryTag & { isNew?: boolean };
const filterTags = createFilterOptions<TagOption>();

function ReferenceSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  options: InventoryRef[];
  onChange: (id: string | null) => void;
}) {
  const t = useTranslations("inventoryApp");
  return (
    <TextField
      select
      label={label}
      value={options.some((option) => option.id === value) ? value : ""}
      onChange={(event) => onChange(event.target.value || null)}
      size="small"
      fullWidth
    >
      <MenuItem value="">
        <em>{t("none")}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Category, brand, vendor and tags: picked from the user's lists; a tag can be made on the spot. */
export function ProductReferenceFields({ values, onChange }: { values: ProductFormValues; onChange: Change }) {
  const t = useTranslations("inventoryApp");
  const { notify } = useAppsFeedback();
  const { categories, brands, vendors } = useInventoryReferences();
  const { data: tags = [], mutate: mutateTags } = useInventoryTags();
  const [isCreatingTag, setCreatingTag] = useState(false);
  const selectedTags = values.tags.flatMap((id) => tags.filter((tag) => tag.id === id));

  const addTag = async (title: string) => {
    setCreatingTag(true);
    try {
      const tag = await createInventoryTag(title.trim());
      await mutateTags();
      onChange("tags", [...values.tags, tag.id]);
    } catch {
      notify(t("tagCreateFailed"), "error");
    } finally {
      setCreatingTag(false);
    }
  };

  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ReferenceSelect
          label={t("fields.category")}
          value={values.category}
          options={categories}
          onChange={(id) => onChange("category", id)}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <ReferenceSelect
          label={t("fields.brand")}
          value={values.brand}
          options={brands}
          onChange={(id) => onChange("brand", id)}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <ReferenceSelect
          label={t("fields.vendor")}
          value={values.vendor}
          options={vendors}
          onChange={(id) => onChange("vendor", id)}
        />
      </Grid>
      <Grid size={12}>
        <Autocomplete<TagOption, true>
          multiple
          size="small"
          options={tags}
          value={selectedTags}
          loading={isCreatingTag}
          getOptionLabel={(option) => (option.isNew ? t("createTag", { title: option.title }) : option.title)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options, state) => {
            const filtered = filterTags(options, state);
            const typed = state.inputValue.trim();
            const exists = tags.some((tag) => tag.title.toLocaleLowerCase() === typed.toLocaleLowerCase());
            return typed && !exists ? [...filtered, { id: "", title: typed, isNew: true }] : filtered;
          }}
          onChange={(_event, next) => {
            const created = next.find((option) => option.isNew);
            if (created) return void addTag(created.title);
            onChange(
              "tags",
              next.map((option) => option.id),
            );
          }}
          renderValue={(selected, getItemProps) =>
            selected.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={option.title} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} label={t("fields.tags")} placeholder={t("tagsPlaceholder")} />
          )}
        />
      </Grid>
    </>
  );
}
