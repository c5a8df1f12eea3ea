"use client";
import { useTranslations } from "next-intl";
import { LABEL_COLOR_CSS } from "@/components/apps/mailbox/label-colors";
import { LabelManagerDialog } from "@/components/apps/shared/label-manager-dialog";
import {
  DEFAULT_MAIL_LABEL_COLOR,
  MAIL_LABEL_COLORS,
  MAIL_LABEL_TITLE_MAX,
  type MailLabelColor,
} from "@/lib/mailbox/constants";
import type { MailLabel } from "@/lib/mailbox/schema";
import { LABELS_URL, deleteMailLabel, patchMailLabel, postMailLabel, useMailboxCache } from "@/lib/swr/use-mailbox";

const asColor = (color: string | undefined): MailLabelColor =>
  (MAIL_LABEL_COLORS as readonly string[]).includes(color ?? "") ? (color as MailLabelColor) : DEFAULT_MAIL_LABEL_COLOR;

/**
 * Add, rename, recolour and delete mail labels (the shared label manager over the mailbox's label
 * calls). The sidebar changes at once; deleting a label takes it off every mail, so everything is
 * read again afterwards. `onChanged` hears of a renamed or deleted label (the open list may be it).
 */
export function MailboxLabelsDialog({
  open,
  labels,
  onClose,
  onChanged,
}: {
  open: boolean;
  labels: MailLabel[];
  onClose: () => void;
  onChanged: (change: { before: MailLabel; after: MailLabel | null }) => void;
}) {
  const t = useTranslations("mailboxApp.labels");
  const cache = useMailboxCache();
  const withLabels = (promise: Promise<unknown>, optimistic: MailLabel[]) =>
    cache.mutate(LABELS_URL, promise, { optimisticData: optimistic, rollbackOnError: true, populateCache: false });

  return (
    <LabelManagerDialog
      open={open}
      onClose={onClose}
      title={t("manage")}
      items={labels.map((label) => ({ id: label.id, title: label.title, color: label.color }))}
      colors={MAIL_LABEL_COLORS.map((color) => ({
        value: color,
        css: LABEL_COLOR_CSS[color],
        label: t(`colors.${color}`),
      }))}
      maxLength={MAIL_LABEL_TITLE_MAX}
      deleteNote={t("deleteNote")}
      onCreate={async ({ title, color }) => {
        const created = postMailLabel({ title, color: asColor(color) });
        await withLabels(created, [...labels, { id: "new", title, slug: "", color: asColor(color) }]);
      }}
      onUpdate={async (id, { title, color }) => {
        const before = labels.find((label) => label.id === id);
        const updated = patchMailLabel(id, { title, color: asColor(color) });
        await withLabels(
          updated,
          labels.map((label) => (label.id === id ? { ...label, title, color: asColor(color) } : label)),
        );
        const after = await updated;
        if (before && after) onChanged({ before, after });
      }}
      onDelete={async (id) => {
        const before = labels.find((label) => label.id === id);
        await withLabels(
          deleteMailLabel(id),
          labels.filter((label) => label.id !== id),
        );
        await cache.refresh();
        if (before) onChanged({ before, after: null });
      }}
    />
  );
}
