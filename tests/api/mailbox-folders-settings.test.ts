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
import { callRoute } from "@/tests/helpers/route";
import { mailboxUser, HOUR_MS, insertMail } from "@/tests/helpers/mailbox";

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
