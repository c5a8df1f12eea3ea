"use client";
import { useTranslations } from "next-intl";
import { LabelManagerDialog } from "@/components/apps/shared/label-manager-dialog";
import { createInventoryTag, deleteInventoryTag, updateInventoryTag, useInventoryTags } from "@/lib/swr/use-inventory";

/** Product tags: add, rename, delete (which strips the tag from every product, on the server). */
export function InventoryTagsDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  /** After a deletion: the products' tags changed. */
  onChanged: () => void;
}) {
  const t = useTranslations("inventoryApp");
  const { data: tags = [], mutate } = useInventoryTags();
  return (
    <LabelManagerDialog
      open={open}
      onClose={onClose}
      title={t("tagsTitle")}
      items={tags}
      maxLength={100}
      deleteNote={t("tagDeleteNote")}
      onCreate={async ({ title }) => {
        await createInventoryTag(title);
        await mutate();
      }}
      onUpdate={async (id, { title }) => {
        await updateInventoryTag(id, title);
        await mutate();
      }}
      onDelete={async (id) => {
        await deleteInventoryTag(id);
        await mutate();
        onChanged();
      }}
    />
  );
}
