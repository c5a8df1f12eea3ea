"use client";
import { useTranslations } from "next-intl";
import { LabelManagerDialog } from "@/components/apps/shared/label-manager-dialog";
import type { ContactActions } from "@/components/apps/contacts/use-contact-actions";
import { TAG_TITLE_MAX, type ContactTagAnswer } from "@/lib/contacts/schema";

/** Add, rename and delete the user's contact tags; deleting one takes it off every contact. */
export function TagManager({
  open,
  onClose,
  tags,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  tags: ContactTagAnswer[];
  actions: ContactActions;
}) {
  const t = useTranslations("contactsApp.tags");
  return (
    <LabelManagerDialog
      open={open}
      onClose={onClose}
      title={t("manageTitle")}
      items={tags}
      onCreate={(value) => actions.tags.createTag(value.title)}
      onUpdate={(id, value) => actions.tags.renameTag(id, value.title)}
      onDelete={(id) => actions.tags.deleteTag(id)}
      deleteNote={t("deleteNote")}
      maxLength={TAG_TITLE_MAX}
    />
  );
}
