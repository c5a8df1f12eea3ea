import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/prisma-client";
import { DEFAULT_MAILBOX_SETTINGS, folderBySlug } from "@/lib/mailbox/constants";
import type { MailAttachment } from "@/lib/mailbox/schema";
import {
  COPYABLE_CONTACTS,
  SAMPLE_CONTACTS,
  SAMPLE_LABELS,
  SAMPLE_MAILS,
  type SampleAttachment,
  type SampleContactKey,
  type SampleMail,
} from "@/seed/data/mailbox/sample-mails";
import { avatarDataUrl, coverDataUrl } from "@/lib/sample/images";
import { createRandom, type Random } from "@/lib/sample/random";
import { escapeHtml } from "@/lib/text/html";
import { insertRows } from "@/seed/demo/insert-rows";

/** Sample mails are spread over the last few weeks before the account was made. */
const SPREAD_HOURS = 26 * 24;
/** Only the people the user deals with star, flag or copy; services and spam senders do not. */
const SERVICE_CONTACTS = new Set<SampleContactKey>([
  "billing",
  "security",
  "forum",
  "prizes",
  "deals",
  "verify",
  "growth",
  "rankings",
]);

const addressOf = (key: SampleContactKey) => `${SAMPLE_CONTACTS[key].name} <${SAMPLE_CONTACTS[key].address}>`;
const firstNameOf = (key: SampleContactKey) => SAMPLE_CONTACTS[key].name.split(" ")[0];

function dataUrl(mimeType: string, content: string): string {
  return `data:${mimeType};base64,${Buffer.from(content).toString("base64")}`;
}

/** An attachment whose preview and download are data URLs made here, with its real size. */
function toAttachment(attachment: SampleAttachment): MailAttachment {
  if (attachment.kind === "image") {
    const image = coverDataUrl(attachment.name, 640, 400);
    const size = Buffer.from(image.slice(image.indexOf(",") + 1), "base64").length;
    return { type: "image/svg+xml", name: attachment.name, size, preview: image, downloadUrl: image };
  }
  const [type, content] =
    attachment.kind === "sheet" ? ["text/csv", `${attachment.rows.join("\n")}\n`] : ["text/plain", attachment.text];
  return {
    type,
    name: attachment.name,
    size: Buffer.byteLength(content),
    preview: coverDataUrl(attachment.name, 320, 200),
    downloadUrl: dataUrl(type, content),
  };
}

function contentOf(mail: SampleMail, isFromUser: boolean, userFirstName: string): string {
  const greeting = isFromUser
    ? `Hi ${firstNameOf(mail.contact)},`
    : SERVICE_CONTACTS.has(mail.contact)
      ? "Hello,"
      : `Hi ${userFirstName},`;
  const signOff = isFromUser
    ? `Thanks,<br>${escapeHtml(userFirstName)}`
    : `Best regards,<br>${escapeHtml(SAMPLE_CONTACTS[mail.contact].name)}`;
  return [greeting, ...mail.body].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") + `<p>${signOff}</p>`;
}

function copiedContacts(random: Random, mail: SampleMail, probability: number, most: number): string | null {
  if (SERVICE_CONTACTS.has(mail.contact) || !random.chance(probability)) return null;
  const others = COPYABLE_CONTACTS.filter((key) => key !== mail.contact);
  return JSON.stringify(random.sample(others, random.int(1, most)).map(addressOf));
}

/**
 * Writes this user's copy of the mailbox sample: the settings, six labels and 60 mails over the
 * five folders (mostly inbox), some starred, important, unread, copied or with attachments.
 * Deterministic apart from the dates, which are counted back from now.
 */
export async function seedMailboxForUser(tx: Tx, userId: string): Promise<void> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { email: true, firstName: true, displayName: true, avatar: true },
  });
  const userFirstName = user?.firstName || "there";
  const userContact = user ? `me <${user.email}>` : "me";
  const userAvatar = user?.avatar ?? avatarDataUrl(user?.displayName || "Me");

  const labelIds = new Map(SAMPLE_LABELS.map((label) => [label.slug, randomUUID()]));
  const random = createRandom(20_251_104);
  const now = Date.now();

  const mails = SAMPLE_MAILS.map((mail) => {
    const isFromUser = mail.folder === "sent" || mail.folder === "drafts";
    const isSpam = mail.folder === "spam";
    const hoursAgo = mail.hoursAgo ?? random.int(12, SPREAD_HOURS);
    const minutesAgo = hoursAgo * 60 + random.int(0, 59);
    return {
      id: randomUUID(),
      userId,
      folderId: folderBySlug(mail.folder).id,
      fromAvatar: isFromUser ? userAvatar : avatarDataUrl(SAMPLE_CONTACTS[mail.contact].name),
      fromContact: isFromUser ? userContact : addressOf(mail.contact),
      to: isFromUser ? addressOf(mail.contact) : userContact,
      cc: copiedContacts(random, mail, 0.25, 3),
      bcc: copiedContacts(random, mail, 0.12, 2),
      date: new Date(Math.floor((now - minutesAgo * 60_000) / 60_000) * 60_000),
      subject: mail.subject,
      content: contentOf(mail, isFromUser, userFirstName),
      attachments: JSON.stringify((mail.attachments ?? []).map(toAttachment)),
      starred: !isSpam && random.chance(0.2),
      important: mail.isImportant === true || (!isSpam && random.chance(0.1)),
      unread: mail.folder === "inbox" ? hoursAgo < 48 || random.chance(0.35) : isSpam,
      labels: mail.labels ?? [],
    };
  });

  await tx.mailboxSettings.create({ data: { userId, ...DEFAULT_MAILBOX_SETTINGS } });
  await insertRows(tx, "MailboxLabel", {
    data: SAMPLE_LABELS.map((label, position) => ({ id: labelIds.get(label.slug)!, userId, ...label, position })),
  });
  await insertRows(tx, "MailboxMail", { data: mails.map(({ labels: _labels, ...mail }) => mail) });
  await insertRows(tx, "MailboxMailLabel", {
    data: mails.flatMap((mail) => mail.labels.map((slug) => ({ mailId: mail.id, labelId: labelIds.get(slug)! }))),
  });
}
