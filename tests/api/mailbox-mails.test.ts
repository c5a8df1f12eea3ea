import { db } from "@/lib/db";
import { PATCH as patchLabel } from "@/app/api/apps/mailbox/label/route";
import { GET as getMail, PATCH as patchMail } from "@/app/api/apps/mailbox/mail/route";
import { folderBySlug } from "@/lib/mailbox/constants";
import { callRoute } from "@/tests/helpers/route";
import {
  mailboxUser,
  HOUR_MS,
  insertMail,
  insertLabel,
  labelIdsOfMail,
  listMails,
  readAllPages,
} from "@/tests/helpers/mailbox";

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
});

// The same title as above: split in two only to keep each block short.
describe("GET /api/apps/mailbox/mails", () => {
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
