import { db } from "@/lib/db";
import { GET as getFolders } from "@/app/api/apps/mailbox/folders/route";
import { DELETE as deleteLabel, PATCH as patchLabel, POST as postLabel } from "@/app/api/apps/mailbox/label/route";
import { GET as getLabels } from "@/app/api/apps/mailbox/labels/route";
import { GET as getMail, PATCH as patchMail } from "@/app/api/apps/mailbox/mail/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/apps/mailbox/settings/route";
import { SAMPLE_LABELS } from "@/seed/data/mailbox/sample-mails";
import { callRoute } from "@/tests/helpers/route";
import { mailboxUser, insertMail, insertLabel, labelIdsOfMail, listMails, readAllPages } from "@/tests/helpers/mailbox";

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
