import "server-only";
import { invalidRequest, type ApiIssue } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { DEFAULT_MAILBOX_SETTINGS, type MailLabelColor, type MessageLayout } from "@/lib/mailbox/constants";
import { labelSelect, mailSelect, toMail } from "@/lib/mailbox/mail-record";
import type {
  CreateLabelBody,
  Mail,
  MailLabel,
  MailboxSettings,
  UpdateLabelBody,
  UpdateMailBody,
  UpdateSettingsBody,
} from "@/lib/mailbox/schema";
import { slugifyLabel, uniqueLabelSlug } from "@/lib/mailbox/slug";

const asMailLabel = (label: { id: string; title: string; slug: string; color: string }): MailLabel => ({
  ...label,
  color: label.color as MailLabelColor,
});

/** Merges the given settings into the user's and answers the result. */
export async function updateMailboxSettings(
  userId: string,
  settings: UpdateSettingsBody["settings"],
): Promise<MailboxSettings> {
  const row = await db.mailboxSettings.upsert({
    where: { userId },
    create: { userId, ...DEFAULT_MAILBOX_SETTINGS, ...settings },
    update: settings,
    select: { messageLayout: true },
  });
  return { messageLayout: row.messageLayout as MessageLayout };
}

/** A new label after the user's others; a slug another of the user's labels has gets -1, -2, … */
export async function createMailLabel(userId: string, { title, color }: CreateLabelBody["label"]): Promise<MailLabel> {
  // Reading the taken slugs and writing the new one in one transaction keeps two creates from
  // picking the same suffix.
  return db.$transaction(async (tx) => {
    const existing = await tx.mailboxLabel.findMany({ where: { userId }, select: { slug: true, position: true } });
    const slug = uniqueLabelSlug(
      slugifyLabel(title),
      existing.map((label) => label.slug),
    );
    const position = Math.max(-1, ...existing.map((label) => label.position)) + 1;
    return asMailLabel(
      await tx.mailboxLabel.create({ data: { userId, title, slug, color, position }, select: labelSelect }),
    );
  });
}

/**
 * Merges a label's title and colour; a new title recomputes the slug with no uniqueness check
 * (spec section 5). Null when the user has no such label.
 */
export async function updateMailLabel(
  userId: string,
  id: string,
  { title, color }: UpdateLabelBody["label"],
): Promise<MailLabel | null> {
  return db.$transaction(async (tx) => {
    // Looked up first (not `updateMany`): a patch that changes nothing must still find the label.
    const label = await tx.mailboxLabel.findFirst({ where: { id, userId }, select: { id: true } });
    if (!label) return null;
    const updated = await tx.mailboxLabel.update({
      where: { id: label.id },
      data: {
        ...(title !== undefined ? { title, slug: slugifyLabel(title) } : {}),
        ...(color !== undefined ? { color } : {}),
      },
      select: labelSelect,
    });
    return asMailLabel(updated);
  });
}

/** Deletes a label and takes it off every mail, in one transaction. True even when missing. */
export async function deleteMailLabel(userId: string, id: string): Promise<true> {
  await db.$transaction(async (tx) => {
    const label = await tx.mailboxLabel.findFirst({ where: { id, userId }, select: { id: true } });
    if (!label) return;
    // Explicit rather than left to the foreign key's cascade, so the rule reads where it happens.
    await tx.mailboxMailLabel.deleteMany({ where: { labelId: label.id } });
    await tx.mailboxLabel.delete({ where: { id: label.id } });
  });
  return true;
}

/**
 * Merges the mutable fields of a mail (starred, important, unread, folder, labels; `labels`
 * replaces the whole set). Every label must be one of the user's, else 400 and nothing changes.
 * Null when the user has no such mail.
 */
export async function updateMail(
  userId: string,
  id: string,
  { starred, important, unread, folder, labels }: UpdateMailBody["mail"],
): Promise<Mail | null> {
  return db.$transaction(async (tx) => {
    const mail = await tx.mailboxMail.findFirst({ where: { id, userId }, select: { id: true } });
    if (!mail) return null;
    const labelIds = labels ? [...new Set(labels)] : undefined;
    if (labelIds) {
      const owned = new Set(
        (await tx.mailboxLabel.findMany({ where: { userId, id: { in: labelIds } }, select: { id: true } })).map(
          (label) => label.id,
        ),
      );
      const issues: ApiIssue[] = (labels ?? []).flatMap((labelId, index) =>
        owned.has(labelId)
          ? []
          : [
              {
                path: ["mail", "labels", index],
                code: "unknown_label",
                message: `There is no label with the id ${labelId}.`,
              },
            ],
      );
      if (issues.length > 0) throw invalidRequest("The request body is not valid.", issues);
    }
    const record = await tx.mailboxMail.update({
      where: { id: mail.id },
      data: {
        starred,
        important,
        unread,
        folderId: folder,
        ...(labelIds ? { labels: { deleteMany: {}, create: labelIds.map((labelId) => ({ labelId })) } } : {}),
      },
      select: mailSelect,
    });
    return toMail(record);
  });
}
