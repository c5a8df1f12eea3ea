import { db } from "@/lib/db";
import { GET as getFilters } from "@/app/api/apps/mailbox/filters/route";
import { GET as getFolders } from "@/app/api/apps/mailbox/folders/route";
import { DELETE as deleteLabel, PATCH as patchLabel, POST as postLabel } from "@/app/api/apps/mailbox/label/route";
import { GET as getLabels } from "@/app/api/apps/mailbox/labels/route";
import { GET as getMail, PATCH as patchMail } from "@/app/api/apps/mailbox/mail/route";
import { GET as getMails } from "@/app/api/apps/mailbox/mails/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/apps/mailbox/settings/route";
import { MAILBOX_FILTERS, MAILBOX_FOLDERS, folderBySlug, type MailboxFolderSlug } from "@/lib/mailbox/constants";
import { SAMPLE_LABELS, SAMPLE_MAILS } from "@/seed/data/mailbox/sample-mails";
import { seedMailboxForUser } from "@/seed/demo/mailbox";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Headers = Record<string, string>;

/** A fresh user; with `seeded`, with their own copy of the mailbox sample. */
async function mailboxUser({ seeded = false } = {}) {
  const signedIn = await signedInUser();
  if (seeded) await db.$transaction((tx) => seedMailboxForUser(tx, signedIn.user.id));
  return signedIn;
}

const HOUR_MS = 60 * 60 * 1000;
let clock = Date.UTC(2025, 0, 1);

/** A mail written straight to the database; each call is one hour newer than the last. */
async function insertMail(
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

async function insertLabel(userId: string, title: string, slug: string, position = 0) {
  return db.mailboxLabel.create({ data: { userId, title, slug, color: "blue", position }, select: { id: true } });
}

const labelIdsOfMail = async (mailId: string) =>
  (await db.mailboxMailLabel.findMany({ where: { mailId }, select: { labelId: true } }))
    .map((link) => link.labelId)
    .sort();

const listMails = (headers: Headers, query: string) =>
  callRoute(getMails, { url: `/api/apps/mailbox/mails?${query}`, headers });

/** Every mail of a list, page after page, as the screens would read it. */
async function readAllPages(headers: Headers, query: string) {
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

describe("mailbox sample data", () => {
  it("gives each user their own six labels, 60 mails over every folder and the default settings", async () => {
    const { user } = await mailboxUser({ seeded: true });
    const labels = await db.mailboxLabel.findMany({
      where: { userId: user.id },
      orderBy: { position: "asc" },
      select: { slug: true, color: true },
    });
    expect(labels.map((label) => label.slug)).toEqual([
      "personal",
      "work",
      "payments",
      "invoices",
      "accounts",
      "forums",
    ]);
    expect(new Set(labels.map((label) => label.color)).size).toBe(6);

    const mails = await db.mailboxMail.findMany({
      where: { userId: user.id },
      select: {
        folderId: true,
        starred: true,
        important: true,
        unread: true,
        cc: true,
        bcc: true,
        attachments: true,
        date: true,
      },
    });
    expect(mails).toHaveLength(60);
    const perFolder = Object.fromEntries(
      MAILBOX_FOLDERS.map((folder) => [folder.slug, mails.filter((mail) => mail.folderId === folder.id).length]),
    );
    expect(perFolder).toEqual({ inbox: 40, sent: 6, drafts: 5, spam: 5, trash: 4 });
    expect(mails.some((mail) => mail.starred)).toBe(true);
    expect(mails.some((mail) => mail.important)).toBe(true);
    expect(mails.some((mail) => mail.unread)).toBe(true);
    expect(mails.some((mail) => !mail.unread)).toBe(true);
    expect(mails.some((mail) => mail.cc !== null)).toBe(true);
    expect(mails.some((mail) => mail.bcc !== null)).toBe(true);
    expect(mails.filter((mail) => mail.attachments !== "[]").length).toBeGreaterThanOrEqual(10);
    const ages = mails.map((mail) => Date.now() - mail.date.getTime());
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(28 * 24 * HOUR_MS);
    expect(await db.mailboxMailLabel.count({ where: { mail: { userId: user.id } } })).toBe(
      SAMPLE_MAILS.reduce((sum, mail) => sum + (mail.labels?.length ?? 0), 0),
    );
    expect(
      await db.mailboxSettings.findUnique({ where: { userId: user.id }, select: { messageLayout: true } }),
    ).toEqual({ messageLayout: "right" });
  });

  it("writes a separate copy for a second user", async () => {
    const first = await mailboxUser({ seeded: true });
    const second = await mailboxUser({ seeded: true });
    const labelsOf = (userId: string) => db.mailboxLabel.findMany({ where: { userId }, select: { id: true } });
    const firstIds = new Set((await labelsOf(first.user.id)).map((label) => label.id));
    expect((await labelsOf(second.user.id)).some((label) => firstIds.has(label.id))).toBe(false);
    expect(await db.mailboxMail.count({ where: { userId: second.user.id } })).toBe(SAMPLE_MAILS.length);
    expect(SAMPLE_LABELS).toHaveLength(6);
  });
});

describe("signed-out calls", () => {
  it("answer 401 on every mailbox endpoint", async () => {
    const calls = [
      callRoute(getSettings),
      callRoute(patchSettings, { method: "PATCH", json: { settings: { messageLayout: "full" } } }),
      callRoute(getFolders),
      callRoute(getFilters),
      callRoute(getLabels),
      callRoute(postLabel, { method: "POST", json: { label: { title: "New" } } }),
      callRoute(patchLabel, { method: "PATCH", json: { id: "x", label: { title: "New" } } }),
      callRoute(deleteLabel, { method: "DELETE", url: "/?id=x" }),
      callRoute(getMails, { url: "/?folder=inbox" }),
      callRoute(getMail, { url: "/?id=x" }),
      callRoute(patchMail, { method: "PATCH", json: { id: "x", mail: { starred: true } } }),
    ];
    for (const { status } of await Promise.all(calls)) expect(status).toBe(401);
  });
});

describe("GET and PATCH /api/apps/mailbox/settings", () => {
  it("answers the default layout before anything is stored", async () => {
    const { headers } = await mailboxUser();
    expect(await callRoute(getSettings, { headers })).toMatchObject({ status: 200, data: { messageLayout: "right" } });
  });

  it("merges and stores the settings per user", async () => {
    const { user, headers } = await mailboxUser({ seeded: true });
    const other = await mailboxUser({ seeded: true });
    const patched = await callRoute(patchSettings, {
      method: "PATCH",
      json: { settings: { messageLayout: "full" } },
      headers,
    });
    expect(patched).toMatchObject({ status: 200, data: { messageLayout: "full" } });
    expect((await callRoute(getSettings, { headers })).data).toEqual({ messageLayout: "full" });
    // An empty patch changes nothing and answers the whole object.
    expect((await callRoute(patchSettings, { method: "PATCH", json: { settings: {} }, headers })).data).toEqual({
      messageLayout: "full",
    });
    expect((await callRoute(getSettings, { headers: other.headers })).data).toEqual({ messageLayout: "right" });
    expect(await db.mailboxSettings.count({ where: { userId: user.id } })).toBe(1);
  });

  it("creates the row on the first change of a user without one", async () => {
    const { user, headers } = await mailboxUser();
    expect(
      (await callRoute(patchSettings, { method: "PATCH", json: { settings: { messageLayout: "full" } }, headers }))
        .data,
    ).toEqual({ messageLayout: "full" });
    expect(
      await db.mailboxSettings.findUnique({ where: { userId: user.id }, select: { messageLayout: true } }),
    ).toEqual({ messageLayout: "full" });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    const bad = [
      { json: { settings: { messageLayout: "left" } } },
      { json: { settings: { messageLayout: 1 } } },
      { json: { settings: "full" } },
      { json: { messageLayout: "full" } },
      { rawBody: "{not json" },
      {},
    ];
    for (const input of bad) {
      const { status, data } = await callRoute(patchSettings, { method: "PATCH", headers, ...input });
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
    }
    expect((await callRoute(getSettings, { headers })).data).toEqual({ messageLayout: "right" });
  });
});

describe("GET /api/apps/mailbox/folders", () => {
  it("counts by section 9: inbox its unread, drafts and spam their total, sent and trash 0", async () => {
    const { user, headers } = await mailboxUser();
    const mails: [MailboxFolderSlug, boolean][] = [
      ["inbox", true],
      ["inbox", true],
      ["inbox", false],
      ["sent", true],
      ["sent", false],
      ["drafts", false],
      ["drafts", false],
      ["spam", true],
      ["spam", false],
      ["spam", false],
      ["trash", true],
      ["trash", true],
    ];
    for (const [folder, unread] of mails) await insertMail(user.id, { folder, unread });
    const { status, data } = await callRoute(getFolders, { headers });
    expect(status).toBe(200);
    expect(data).toEqual(
      MAILBOX_FOLDERS.map(({ countRule: _rule, ...folder }) => ({ ...folder, count: expect.any(Number) })),
    );
    expect(
      Object.fromEntries(data.map((folder: { slug: string; count: number }) => [folder.slug, folder.count])),
    ).toEqual({
      inbox: 2,
      sent: 0,
      drafts: 2,
      spam: 3,
      trash: 0,
    });
  });

  it("answers every folder with 0 for a user without mails", async () => {
    const { headers } = await mailboxUser();
    const { data } = await callRoute(getFolders, { headers });
    expect(data.map((folder: { slug: string; count: number }) => [folder.slug, folder.count])).toEqual([
      ["inbox", 0],
      ["sent", 0],
      ["drafts", 0],
      ["spam", 0],
      ["trash", 0],
    ]);
  });

  it("follows a mail that is read or moved", async () => {
    const { user, headers } = await mailboxUser();
    const mail = await insertMail(user.id, { folder: "inbox", unread: true });
    const count = async (slug: string) =>
      (await callRoute(getFolders, { headers })).data.find((folder: { slug: string }) => folder.slug === slug).count;
    expect(await count("inbox")).toBe(1);
    await callRoute(patchMail, {
      method: "PATCH",
      json: { id: mail.id, mail: { folder: folderBySlug("spam").id } },
      headers,
    });
    expect(await count("inbox")).toBe(0);
    expect(await count("spam")).toBe(1);
  });
});

describe("GET /api/apps/mailbox/filters", () => {
  it("answers starred and important with id, title, slug and icon", async () => {
    const { headers } = await mailboxUser();
    const { status, data } = await callRoute(getFilters, { headers });
    expect(status).toBe(200);
    expect(data).toEqual(MAILBOX_FILTERS.map((filter) => ({ ...filter })));
    expect(data.map((filter: { slug: string }) => filter.slug)).toEqual(["starred", "important"]);
  });
});

describe("GET /api/apps/mailbox/labels", () => {
  it("answers the user's labels in order with id, title, slug and colour", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    const { status, data } = await callRoute(getLabels, { headers });
    expect(status).toBe(200);
    expect(data.map(({ id: _id, ...label }: { id: string }) => label)).toEqual(SAMPLE_LABELS);
    expect(data[0]).toEqual({ id: expect.any(String), title: "Personal", slug: "personal", color: "blue" });
  });
});

describe("POST /api/apps/mailbox/label", () => {
  it("creates a label after the others with a slug from its title", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    const { status, data } = await callRoute(postLabel, {
      method: "POST",
      json: { label: { title: "  Open   Invoices! ", color: "pink" } },
      headers,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ id: expect.any(String), title: "Open   Invoices!", slug: "open-invoices", color: "pink" });
    const labels = (await callRoute(getLabels, { headers })).data;
    expect(labels).toHaveLength(7);
    expect(labels[6]).toEqual(data);
  });

  it("gives a taken slug -1, then -2, within the user's own labels only", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    const create = async (title: string) =>
      (await callRoute(postLabel, { method: "POST", json: { label: { title, color: "red" } }, headers })).data.slug;
    expect(await create("Work")).toBe("work-1");
    expect(await create("work")).toBe("work-2");
    expect(await create("WORK")).toBe("work-3");
    expect(await create("Side projects")).toBe("side-projects");
    expect(await create("Side  projects")).toBe("side-projects-1");
    // Another user's labels do not take a slug.
    const other = await mailboxUser();
    expect(
      (await callRoute(postLabel, { method: "POST", json: { label: { title: "Work" } }, headers: other.headers })).data
        .slug,
    ).toBe("work");
  });

  it("defaults the colour to gray", async () => {
    const { headers } = await mailboxUser();
    const { data } = await callRoute(postLabel, { method: "POST", json: { label: { title: "Receipts" } }, headers });
    expect(data).toMatchObject({ title: "Receipts", slug: "receipts", color: "gray" });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { user, headers } = await mailboxUser({ seeded: true });
    const bad = [
      { json: { label: {} } },
      { json: { label: { title: "" } } },
      { json: { label: { title: "   " } } },
      { json: { label: { title: "!!!" } } },
      { json: { label: { title: 42 } } },
      { json: { label: { title: "x".repeat(51) } } },
      { json: { label: { title: "Fine", color: "chartreuse" } } },
      { json: { title: "Fine" } },
      { json: { label: "Fine" } },
      { rawBody: "[" },
      {},
    ];
    for (const input of bad) {
      const { status, data } = await callRoute(postLabel, { method: "POST", headers, ...input });
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
    }
    expect(await db.mailboxLabel.count({ where: { userId: user.id } })).toBe(6);
  });
});

describe("PATCH /api/apps/mailbox/label", () => {
  it("merges title and colour and recomputes the slug from the title without a uniqueness check", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    const labels = (await callRoute(getLabels, { headers })).data;
    const forums = labels.find((label: { slug: string }) => label.slug === "forums");
    const renamed = await callRoute(patchLabel, {
      method: "PATCH",
      json: { id: forums.id, label: { title: "Work" } },
      headers,
    });
    expect(renamed).toMatchObject({
      status: 200,
      data: { id: forums.id, title: "Work", slug: "work", color: "green" },
    });
    const slugs = (await callRoute(getLabels, { headers })).data.map((label: { slug: string }) => label.slug);
    expect(slugs.filter((slug: string) => slug === "work")).toHaveLength(2);

    const recoloured = await callRoute(patchLabel, {
      method: "PATCH",
      json: { id: forums.id, label: { color: "orange" } },
      headers,
    });
    expect(recoloured.data).toEqual({ id: forums.id, title: "Work", slug: "work", color: "orange" });
  });

  it("ignores the fields it does not change, such as a slug sent back by the screen", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    const personal = (await callRoute(getLabels, { headers })).data[0];
    const { data } = await callRoute(patchLabel, {
      method: "PATCH",
      json: { id: personal.id, label: { ...personal, title: "Family & friends", slug: "kept?" } },
      headers,
    });
    expect(data).toEqual({ id: personal.id, title: "Family & friends", slug: "family-friends", color: "blue" });
    const unchanged = await callRoute(patchLabel, { method: "PATCH", json: { id: personal.id, label: {} }, headers });
    expect(unchanged).toMatchObject({ status: 200, data });
  });

  it("answers null for a missing id", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    expect(
      await callRoute(patchLabel, { method: "PATCH", json: { id: "no-such-label", label: { title: "X" } }, headers }),
    ).toMatchObject({ status: 200, data: null });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { user, headers } = await mailboxUser({ seeded: true });
    const personal = (await callRoute(getLabels, { headers })).data[0];
    const bad = [
      { json: { id: personal.id, label: { title: "" } } },
      { json: { id: personal.id, label: { title: "???" } } },
      { json: { id: personal.id, label: { color: "beige" } } },
      { json: { id: personal.id, label: { title: "y".repeat(51) } } },
      { json: { id: personal.id } },
      { json: { label: { title: "Fine" } } },
      { json: { id: "", label: { title: "Fine" } } },
      { json: { id: 7, label: { title: "Fine" } } },
    ];
    for (const input of bad)
      expect((await callRoute(patchLabel, { method: "PATCH", headers, ...input })).status).toBe(400);
    expect(
      await db.mailboxLabel.findUnique({
        where: { id: personal.id },
        select: { title: true, slug: true, color: true },
      }),
    ).toEqual({
      title: "Personal",
      slug: "personal",
      color: "blue",
    });
    expect(await db.mailboxLabel.count({ where: { userId: user.id } })).toBe(6);
  });
});

describe("DELETE /api/apps/mailbox/label", () => {
  it("deletes the label and takes it off every mail, leaving the mails and other labels", async () => {
    const { user, headers } = await mailboxUser();
    const doomed = await insertLabel(user.id, "Doomed", "doomed", 0);
    const kept = await insertLabel(user.id, "Kept", "kept", 1);
    const both = await insertMail(user.id, { labelIds: [doomed.id, kept.id] });
    const onlyDoomed = await insertMail(user.id, { folder: "trash", labelIds: [doomed.id] });
    const none = await insertMail(user.id);

    const { status, data } = await callRoute(deleteLabel, {
      method: "DELETE",
      url: `/api/apps/mailbox/label?id=${doomed.id}`,
      headers,
    });
    expect(status).toBe(200);
    expect(data).toBe(true);
    expect(await db.mailboxLabel.findUnique({ where: { id: doomed.id } })).toBeNull();
    expect(await db.mailboxMailLabel.count({ where: { labelId: doomed.id } })).toBe(0);
    expect(await labelIdsOfMail(both.id)).toEqual([kept.id]);
    expect(await labelIdsOfMail(onlyDoomed.id)).toEqual([]);
    expect(await db.mailboxMail.count({ where: { id: { in: [both.id, onlyDoomed.id, none.id] } } })).toBe(3);
    expect((await callRoute(getMail, { url: `/?id=${both.id}`, headers })).data.labels).toEqual([kept.id]);
    expect((await callRoute(getLabels, { headers })).data.map((label: { id: string }) => label.id)).toEqual([kept.id]);
  });

  it("strips a sample label from every sample mail", async () => {
    const { user, headers } = await mailboxUser({ seeded: true });
    const work = await db.mailboxLabel.findFirstOrThrow({
      where: { userId: user.id, slug: "work" },
      select: { id: true },
    });
    expect(await db.mailboxMailLabel.count({ where: { labelId: work.id } })).toBeGreaterThan(10);
    await callRoute(deleteLabel, { method: "DELETE", url: `/?id=${work.id}`, headers });
    expect(await db.mailboxMailLabel.count({ where: { labelId: work.id } })).toBe(0);
    const mails = await readAllPages(headers, "folder=inbox");
    expect(mails.some((mail) => mail.labels.includes(work.id))).toBe(false);
    expect(await db.mailboxMail.count({ where: { userId: user.id } })).toBe(60);
  });

  it("answers true for a missing id and 400 without one", async () => {
    const { headers } = await mailboxUser();
    expect(await callRoute(deleteLabel, { method: "DELETE", url: "/?id=no-such-label", headers })).toMatchObject({
      status: 200,
      data: true,
    });
    expect((await callRoute(deleteLabel, { method: "DELETE", url: "/", headers })).status).toBe(400);
    expect((await callRoute(deleteLabel, { method: "DELETE", url: "/?id=", headers })).status).toBe(400);
  });
});

describe("GET /api/apps/mailbox/mails", () => {
  it("pages a folder 10 at a time, newest first, and answers only lastPage beyond the end", async () => {
    const { user, headers } = await mailboxUser();
    // Written oldest first but with shuffled dates, so the order must come from the query.
    const base = Date.UTC(2025, 5, 1);
    const offsets = Array.from({ length: 23 }, (_, index) => (index * 7) % 23);
    for (const offset of offsets)
      await insertMail(user.id, { subject: `Mail ${offset}`, date: new Date(base + offset * HOUR_MS) });
    await insertMail(user.id, { folder: "sent", date: new Date(base + 100 * HOUR_MS) });

    const first = await listMails(headers, "folder=inbox&page=1");
    expect(first.status).toBe(200);
    expect(first.data.pagination).toEqual({
      totalResults: 23,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage: 3,
      startIndex: 0,
      endIndex: 9,
    });
    expect(first.data.mails.map((mail: { subject: string }) => mail.subject)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Mail ${22 - index}`),
    );

    const last = await listMails(headers, "folder=inbox&page=3");
    expect(last.data.pagination).toEqual({
      totalResults: 23,
      resultsPerPage: 10,
      currentPage: 3,
      lastPage: 3,
      startIndex: 20,
      endIndex: 22,
    });
    expect(last.data.mails.map((mail: { subject: string }) => mail.subject)).toEqual(["Mail 2", "Mail 1", "Mail 0"]);

    expect((await listMails(headers, "folder=inbox&page=4")).data).toEqual({
      mails: null,
      pagination: { lastPage: 3 },
    });
    expect((await listMails(headers, "folder=inbox&page=99")).data).toEqual({
      mails: null,
      pagination: { lastPage: 3 },
    });

    const all = await readAllPages(headers, "folder=inbox");
    expect(all).toHaveLength(23);
    const dates = all.map((mail) => Date.parse(mail.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("starts at page 1 when no page is given", async () => {
    const { user, headers } = await mailboxUser();
    for (let index = 0; index < 12; index += 1) await insertMail(user.id);
    const { data } = await listMails(headers, "folder=inbox");
    expect(data.pagination).toMatchObject({ currentPage: 1, lastPage: 2 });
    expect(data.mails).toHaveLength(10);
  });

  it("has one empty page for an empty folder", async () => {
    const { user, headers } = await mailboxUser();
    await insertMail(user.id, { folder: "inbox" });
    expect((await listMails(headers, "folder=trash")).data).toEqual({
      mails: [],
      pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect((await listMails(headers, "folder=trash&page=2")).data).toEqual({
      mails: null,
      pagination: { lastPage: 1 },
    });
  });

  it("answers list entries as whole mails with ccCount and bccCount", async () => {
    const { user, headers } = await mailboxUser();
    const label = await insertLabel(user.id, "Work", "work");
    const copied = await insertMail(user.id, {
      cc: ["A <a@x.example>", "B <b@x.example>"],
      bcc: ["C <c@x.example>"],
      labelIds: [label.id],
      starred: true,
    });
    const plain = await insertMail(user.id, { unread: true });
    const { data } = await listMails(headers, "folder=inbox");
    expect(data.mails).toEqual([
      {
        id: plain.id,
        type: "mail",
        from: { avatar: null, contact: "Sam Sender <sam@sender.example>" },
        to: "me <me@example.test>",
        date: plain.date.toISOString(),
        subject: "A mail",
        content: "<p>Hello</p>",
        attachments: [],
        starred: false,
        important: false,
        unread: true,
        folder: folderBySlug("inbox").id,
        labels: [],
        ccCount: 0,
        bccCount: 0,
      },
      expect.objectContaining({
        id: copied.id,
        cc: ["A <a@x.example>", "B <b@x.example>"],
        bcc: ["C <c@x.example>"],
        ccCount: 2,
        bccCount: 1,
        labels: [label.id],
        starred: true,
      }),
    ]);
    expect(data.mails[0]).not.toHaveProperty("cc");
    expect(data.mails[0]).not.toHaveProperty("bcc");
  });

  it("filters keep the mails whose field of that name is true, in any folder", async () => {
    const { user, headers } = await mailboxUser();
    const starredInbox = await insertMail(user.id, { starred: true });
    const starredTrash = await insertMail(user.id, { folder: "trash", starred: true, important: true });
    const importantSpam = await insertMail(user.id, { folder: "spam", important: true });
    await insertMail(user.id);
    const ids = async (query: string) => (await readAllPages(headers, query)).map((mail) => mail.id);
    expect(await ids("filter=starred")).toEqual([starredTrash.id, starredInbox.id]);
    expect(await ids("filter=important")).toEqual([importantSpam.id, starredTrash.id]);
  });

  it("filters the sample by starred and important", async () => {
    const { user, headers } = await mailboxUser({ seeded: true });
    const starred = await readAllPages(headers, "filter=starred");
    expect(starred.length).toBe(await db.mailboxMail.count({ where: { userId: user.id, starred: true } }));
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((mail) => mail.starred)).toBe(true);
    const important = await readAllPages(headers, "filter=important");
    expect(important.length).toBe(await db.mailboxMail.count({ where: { userId: user.id, important: true } }));
    expect(important.every((mail) => mail.important)).toBe(true);
  });

  it("lists the mails of a label by its slug, including every label that shares the slug", async () => {
    const { user, headers } = await mailboxUser();
    const work = await insertLabel(user.id, "Work", "work", 0);
    const personal = await insertLabel(user.id, "Personal", "personal", 1);
    const workMail = await insertMail(user.id, { labelIds: [work.id] });
    const bothMail = await insertMail(user.id, { folder: "sent", labelIds: [work.id, personal.id] });
    const personalMail = await insertMail(user.id, { labelIds: [personal.id] });
    const ids = async (query: string) => (await readAllPages(headers, query)).map((mail) => mail.id);
    expect(await ids("label=work")).toEqual([bothMail.id, workMail.id]);
    expect(await ids("label=personal")).toEqual([personalMail.id, bothMail.id]);
    // After a rename the slugs may collide (no check on update); the list shows both labels' mails.
    await callRoute(patchLabel, { method: "PATCH", json: { id: personal.id, label: { title: "Work" } }, headers });
    expect(await ids("label=work")).toEqual([personalMail.id, bothMail.id, workMail.id]);
    expect((await listMails(headers, "label=no-such-label")).data).toMatchObject({
      mails: [],
      pagination: { totalResults: 0, lastPage: 1 },
    });
  });

  it("refuses a query without exactly one of folder, filter or label, or with a bad page", async () => {
    const { headers } = await mailboxUser();
    const bad = [
      "",
      "page=1",
      "folder=inbox&filter=starred",
      "folder=inbox&label=work",
      "folder=archive",
      "filter=unread",
      "label=",
      "folder=inbox&page=0",
      "folder=inbox&page=-1",
      "folder=inbox&page=1.5",
      "folder=inbox&page=two",
    ];
    for (const query of bad) {
      const { status, data } = await listMails(headers, query);
      expect([query, status]).toEqual([query, 400]);
      expect(data.error.code).toBe("invalid_request");
    }
  });
});

describe("GET /api/apps/mailbox/mail", () => {
  it("answers one mail in the specification's shape", async () => {
    const { headers } = await mailboxUser({ seeded: true });
    const [listed] = (await listMails(headers, "folder=inbox")).data.mails;
    const { status, data } = await callRoute(getMail, { url: `/api/apps/mailbox/mail?id=${listed.id}`, headers });
    expect(status).toBe(200);
    const { ccCount: _cc, bccCount: _bcc, ...mail } = listed;
    expect(data).toEqual(mail);
    expect(data).toMatchObject({
      type: "mail",
      folder: folderBySlug("inbox").id,
      from: { avatar: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
    });
    expect(data.content).toMatch(/^<p>/);
  });

  it("answers attachments with type, name, size, preview and downloadUrl", async () => {
    const { user, headers } = await mailboxUser({ seeded: true });
    const record = await db.mailboxMail.findFirstOrThrow({
      where: { userId: user.id, subject: "Notes from the volunteer briefing" },
      select: { id: true },
    });
    const { data } = await callRoute(getMail, { url: `/?id=${record.id}`, headers });
    expect(data.attachments).toEqual([
      {
        type: "text/csv",
        name: "volunteer-shifts.csv",
        size: expect.any(Number),
        preview: expect.stringMatching(/^data:image\/svg\+xml/),
        downloadUrl: expect.stringMatching(/^data:text\/csv;base64,/),
      },
    ]);
    const downloaded = Buffer.from(data.attachments[0].downloadUrl.split(",")[1], "base64");
    expect(downloaded.length).toBe(data.attachments[0].size);
    expect(downloaded.toString()).toContain("name,shift,role");
  });

  it("answers null for a missing id and 400 without one", async () => {
    const { headers } = await mailboxUser();
    expect(await callRoute(getMail, { url: "/?id=no-such-mail", headers })).toMatchObject({ status: 200, data: null });
    expect((await callRoute(getMail, { url: "/", headers })).status).toBe(400);
  });
});

describe("PATCH /api/apps/mailbox/mail", () => {
  it("merges starred, important, unread, folder and labels and answers the mail", async () => {
    const { user, headers } = await mailboxUser();
    const work = await insertLabel(user.id, "Work", "work", 0);
    const personal = await insertLabel(user.id, "Personal", "personal", 1);
    const mail = await insertMail(user.id, { unread: true, labelIds: [work.id] });
    const { status, data } = await callRoute(patchMail, {
      method: "PATCH",
      json: {
        id: mail.id,
        mail: {
          starred: true,
          important: true,
          unread: false,
          folder: folderBySlug("trash").id,
          labels: [personal.id, work.id, personal.id],
        },
      },
      headers,
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: mail.id,
      starred: true,
      important: true,
      unread: false,
      folder: folderBySlug("trash").id,
      labels: [work.id, personal.id],
      subject: "A mail",
    });
    expect((await callRoute(getMail, { url: `/?id=${mail.id}`, headers })).data).toEqual(data);

    // A partial patch leaves the other fields; an empty label list clears them.
    const partial = await callRoute(patchMail, {
      method: "PATCH",
      json: { id: mail.id, mail: { starred: false, labels: [] } },
      headers,
    });
    expect(partial.data).toMatchObject({
      starred: false,
      important: true,
      unread: false,
      folder: folderBySlug("trash").id,
      labels: [],
    });
    expect(await labelIdsOfMail(mail.id)).toEqual([]);
  });

  it("ignores the fields that cannot change, so the screen can send the whole mail back", async () => {
    const { user, headers } = await mailboxUser();
    const mail = await insertMail(user.id);
    const current = (await callRoute(getMail, { url: `/?id=${mail.id}`, headers })).data;
    const { status, data } = await callRoute(patchMail, {
      method: "PATCH",
      json: { id: mail.id, mail: { ...current, subject: "Changed", unread: true } },
      headers,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ ...current, unread: true });
  });

  it("answers null for a missing id", async () => {
    const { headers } = await mailboxUser();
    expect(
      await callRoute(patchMail, { method: "PATCH", json: { id: "no-such-mail", mail: { starred: true } }, headers }),
    ).toMatchObject({ status: 200, data: null });
  });

  it("refuses bad input, unknown folders and labels that are not the user's with 400, changing nothing", async () => {
    const { user, headers } = await mailboxUser();
    const other = await mailboxUser();
    const mine = await insertLabel(user.id, "Mine", "mine");
    const theirs = await insertLabel(other.user.id, "Theirs", "theirs");
    const mail = await insertMail(user.id, { unread: true, labelIds: [mine.id] });
    const bad = [
      { mail: { starred: "yes" } },
      { mail: { unread: 1 } },
      { mail: { folder: "inbox" } },
      { mail: { folder: "no-such-folder" } },
      { mail: { labels: "mine" } },
      { mail: { labels: [7] } },
      { mail: { starred: true, labels: ["no-such-label"] } },
      { mail: { starred: true, labels: [mine.id, theirs.id] } },
      {},
    ];
    for (const fields of bad) {
      const { status, data } = await callRoute(patchMail, {
        method: "PATCH",
        json: { id: mail.id, ...fields },
        headers,
      });
      expect([fields, status]).toEqual([fields, 400]);
      expect(data.error.code).toBe("invalid_request");
    }
    const unknownLabel = await callRoute(patchMail, {
      method: "PATCH",
      json: { id: mail.id, mail: { labels: [mine.id, theirs.id] } },
      headers,
    });
    expect(unknownLabel.data.error.issues).toEqual([expect.objectContaining({ path: ["mail", "labels", 1] })]);
    expect((await callRoute(patchMail, { method: "PATCH", json: { mail: { starred: true } }, headers })).status).toBe(
      400,
    );
    expect((await callRoute(patchMail, { method: "PATCH", rawBody: "{", headers })).status).toBe(400);
    expect(
      await db.mailboxMail.findUnique({
        where: { id: mail.id },
        select: { starred: true, unread: true, folderId: true },
      }),
    ).toEqual({
      starred: false,
      unread: true,
      folderId: folderBySlug("inbox").id,
    });
    expect(await labelIdsOfMail(mail.id)).toEqual([mine.id]);
  });
});

describe("another user's mailbox", () => {
  it("cannot be read or changed: foreign ids behave like missing ones", async () => {
    const owner = await mailboxUser({ seeded: true });
    const intruder = await mailboxUser();
    const ownerMail = await db.mailboxMail.findFirstOrThrow({
      where: { userId: owner.user.id },
      select: { id: true, starred: true },
    });
    const ownerLabel = await db.mailboxLabel.findFirstOrThrow({
      where: { userId: owner.user.id },
      select: { id: true, title: true },
    });
    const headers = intruder.headers;

    expect((await callRoute(getMail, { url: `/?id=${ownerMail.id}`, headers })).data).toBeNull();
    expect(
      (
        await callRoute(patchMail, {
          method: "PATCH",
          json: { id: ownerMail.id, mail: { starred: !ownerMail.starred } },
          headers,
        })
      ).data,
    ).toBeNull();
    expect(
      (
        await callRoute(patchLabel, {
          method: "PATCH",
          json: { id: ownerLabel.id, label: { title: "Taken over" } },
          headers,
        })
      ).data,
    ).toBeNull();
    expect((await callRoute(deleteLabel, { method: "DELETE", url: `/?id=${ownerLabel.id}`, headers })).data).toBe(true);
    expect(
      (await callRoute(patchSettings, { method: "PATCH", json: { settings: { messageLayout: "full" } }, headers }))
        .status,
    ).toBe(200);

    expect((await callRoute(getLabels, { headers })).data).toEqual([]);
    expect((await listMails(headers, "folder=inbox")).data.mails).toEqual([]);
    expect((await listMails(headers, "filter=starred")).data.mails).toEqual([]);
    expect((await listMails(headers, "label=work")).data.mails).toEqual([]);
    expect(
      (await callRoute(getFolders, { headers })).data.every((folder: { count: number }) => folder.count === 0),
    ).toBe(true);

    expect(await db.mailboxMail.findUnique({ where: { id: ownerMail.id }, select: { starred: true } })).toEqual({
      starred: ownerMail.starred,
    });
    expect(await db.mailboxLabel.findUnique({ where: { id: ownerLabel.id }, select: { title: true } })).toEqual({
      title: ownerLabel.title,
    });
    expect(await db.mailboxMailLabel.count({ where: { labelId: ownerLabel.id } })).toBeGreaterThan(0);
    expect((await callRoute(getSettings, { headers: owner.headers })).data).toEqual({ messageLayout: "right" });
    expect((await callRoute(getLabels, { headers: owner.headers })).data).toHaveLength(6);
  });

  it("cannot put its labels on the owner's mail nor the owner's labels on its own", async () => {
    const owner = await mailboxUser();
    const intruder = await mailboxUser();
    const ownerLabel = await insertLabel(owner.user.id, "Owner", "owner");
    const intruderMail = await insertMail(intruder.user.id);
    const attempt = await callRoute(patchMail, {
      method: "PATCH",
      json: { id: intruderMail.id, mail: { labels: [ownerLabel.id] } },
      headers: intruder.headers,
    });
    expect(attempt.status).toBe(400);
    expect(await labelIdsOfMail(intruderMail.id)).toEqual([]);
  });
});
