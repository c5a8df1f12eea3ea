import { db } from "@/lib/db";
import { GET as getMails } from "@/app/api/apps/mailbox/mails/route";
import { folderBySlug, type MailboxFolderSlug } from "@/lib/mailbox/constants";
import { seedMailboxForUser } from "@/seed/demo/mailbox";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the mailbox route tests (tests/api/mailbox-*.test.ts).

type Headers = Record<string, string>;

/** A fresh user; with `seeded`, with their own copy of the mailbox sample. */
export async function mailboxUser({ seeded = false } = {}) {
  const signedIn = await signedInUser();
  if (seeded) await db.$transaction((tx) => seedMailboxForUser(tx, signedIn.user.id));
  return signedIn;
}

export const HOUR_MS = 60 * 60 * 1000;
let clock = Date.UTC(2025, 0, 1);

/** A mail written straight to the database; each call is one hour newer than the last. */
export async function insertMail(
  userId: string,
  {
    folder = "inbox",
    unread = false,
    starred = false,
    important = false,
    cc = null,
    bcc = null,
    labelIds = [],
    subject = "A mail",
    date,
  }: {
    folder?: MailboxFolderSlug;
    unread?: boolean;
    starred?: boolean;
    important?: boolean;
    cc?: string[] | null;
    bcc?: string[] | null;
    labelIds?: string[];
    subject?: string;
    date?: Date;
  } = {},
) {
  clock += HOUR_MS;
  return db.mailboxMail.create({
    data: {
      userId,
      folderId: folderBySlug(folder).id,
      fromAvatar: null,
      fromContact: "Sam Sender <sam@sender.example>",
      to: "me <me@example.test>",
      cc: cc && JSON.stringify(cc),
      bcc: bcc && JSON.stringify(bcc),
      date: date ?? new Date(clock),
      subject,
      content: "<p>Hello</p>",
      attachments: "[]",
      unread,
      starred,
      important,
      labels: { create: labelIds.map((labelId) => ({ labelId })) },
    },
    select: { id: true, date: true, subject: true },
  });
}

export async function insertLabel(userId: string, title: string, slug: string, position = 0) {
  return db.mailboxLabel.create({ data: { userId, title, slug, color: "blue", position }, select: { id: true } });
}

export const labelIdsOfMail = async (mailId: string) =>
  (await db.mailboxMailLabel.findMany({ where: { mailId }, select: { labelId: true } }))
    .map((link) => link.labelId)
    .sort();

export const listMails = (headers: Headers, query: string) =>
  callRoute(getMails, { url: `/api/apps/mailbox/mails?${query}`, headers });

/** Every mail of a list, page after page, as the screens would read it. */
export async function readAllPages(headers: Headers, query: string) {
  const mails: {
    id: string;
    date: string;
    subject: string;
    folder: string;
    starred: boolean;
    important: boolean;
    labels: string[];
  }[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await listMails(headers, `${query}&page=${page}`);
    if (data.mails === null) return mails;
    mails.push(...data.mails);
  }
}
