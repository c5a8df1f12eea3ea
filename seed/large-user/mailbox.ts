import type { Tx } from "@/lib/prisma-client";
import { folderBySlug, type MailboxFolderSlug } from "@/lib/mailbox/constants";
import { avatarDataUrl } from "@/lib/sample/images";
import type { Random } from "@/lib/sample/random";
import { escapeHtml } from "@/lib/text/html";
import { SAMPLE_CONTACTS } from "@/seed/data/mailbox/sample-mails";
import { insertInBatches, MINUTE_MS, uuidFrom } from "@/seed/large-user/shared";
import { MAIL_LINES, MAIL_SUBJECTS } from "@/seed/large-user/words";

/** Where the generated mails go: mostly the inbox, as in a real mailbox. Shares out of 100. */
const FOLDER_SHARES: [MailboxFolderSlug, number][] = [
  ["inbox", 70],
  ["sent", 12],
  ["drafts", 3],
  ["spam", 5],
  ["trash", 10],
];

function pickFolder(random: Random): MailboxFolderSlug {
  let roll = random.int(1, 100);
  for (const [slug, share] of FOLDER_SHARES) {
    roll -= share;
    if (roll <= 0) return slug;
  }
  return "inbox";
}

/**
 * Adds `count` generated mails to the user's mailbox (besides the 60 of the sample), over the five
 * folders, one every 37 minutes back from `now`: about a fifth of the inbox unread, some starred
 * and important, a quarter carrying one or two of the user's labels, a few copied or with a file.
 */
export async function seedLargeMailbox(
  tx: Tx,
  { userId, random, count, now }: { userId: string; random: Random; count: number; now: Date },
): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, displayName: true } });
  const labels = await tx.mailboxLabel.findMany({
    where: { userId },
    select: { id: true },
    orderBy: { position: "asc" },
  });
  const me = `me <${user.email}>`;
  const myAvatar = avatarDataUrl(user.displayName || "Me");
  const people = Object.values(SAMPLE_CONTACTS).map((person) => ({
    address: `${person.name} <${person.address}>`,
    avatar: avatarDataUrl(person.name),
    firstName: person.name.split(" ")[0],
  }));
  const start = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;

  const mails = Array.from({ length: count }, (_, index) => {
    const folder = pickFolder(random);
    const fromMe = folder === "sent" || folder === "drafts";
    const other = random.pick(people);
    const subject = random.pick(MAIL_SUBJECTS).replace("{n}", String(1000 + index));
    const lines = random.sample(MAIL_LINES, random.int(1, 3));
    const greeting = `Hi ${fromMe ? other.firstName : "there"},`;
    const cc = random.chance(0.1)
      ? JSON.stringify(random.sample(people, random.int(1, 2)).map((p) => p.address))
      : null;
    return {
      id: uuidFrom(random),
      userId,
      folderId: folderBySlug(folder).id,
      fromAvatar: fromMe ? myAvatar : other.avatar,
      fromContact: fromMe ? me : other.address,
      to: fromMe ? other.address : me,
      cc,
      bcc: null,
      date: new Date(start - (index + 1) * 37 * MINUTE_MS),
      subject,
      content: [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
      attachments: random.chance(0.05)
        ? JSON.stringify([
            {
              type: "text/plain",
              name: `notes-${index}.txt`,
              size: 42,
              preview: "",
              downloadUrl: `data:text/plain;base64,${Buffer.from(lines[0]).toString("base64")}`,
            },
          ])
        : "[]",
      starred: folder !== "spam" && random.chance(0.08),
      important: folder !== "spam" && random.chance(0.05),
      unread: folder === "inbox" ? random.chance(0.2) : folder === "spam",
      labelIds:
        labels.length > 0 && random.chance(0.25) ? random.sample(labels, random.int(1, 2)).map((l) => l.id) : [],
    };
  });
  await insertInBatches(
    mails.map(({ labelIds: _labelIds, ...mail }) => mail),
    (data) => tx.mailboxMail.createMany({ data }),
  );
  const links = mails.flatMap(({ id, labelIds }) => labelIds.map((labelId) => ({ mailId: id, labelId })));
  await insertInBatches(links, (data) => tx.mailboxMailLabel.createMany({ data }));
}
