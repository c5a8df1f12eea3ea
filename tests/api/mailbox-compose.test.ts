import { db } from "@/lib/db";
import { GET as getFolders } from "@/app/api/apps/mailbox/folders/route";
import { GET as getMail, POST as postMail } from "@/app/api/apps/mailbox/mail/route";
import { folderBySlug } from "@/lib/mailbox/constants";
import { callRoute } from "@/tests/helpers/route";
import { insertMail, listMails, mailboxUser } from "@/tests/helpers/mailbox";

type Headers = Record<string, string>;

const compose = (headers: Headers, json: unknown) =>
  callRoute(postMail, { method: "POST", url: "/api/apps/mailbox/mail", headers, json });

const PNG_DATA_URL = `data:image/png;base64,${Buffer.from("not really a png").toString("base64")}`;
const TEXT_DATA_URL = `data:text/plain;base64,${Buffer.from("hello there").toString("base64")}`;

describe("POST /api/apps/mailbox/mail", () => {
  it("stores a sent mail in Sent, from the user, read, with sanitised content and its attachments", async () => {
    const { user, headers } = await mailboxUser();
    const { status, data } = await compose(headers, {
      send: true,
      mail: {
        to: ["Ana Pop <ana@example.ro>", "bob@example.com"],
        cc: ["cc@example.com"],
        subject: "  Quarterly numbers ",
        content: '<p>Hi <b>Ana</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        attachments: [
          { name: "chart.png", dataUrl: PNG_DATA_URL },
          { name: "notes.txt", dataUrl: TEXT_DATA_URL },
        ],
      },
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      type: "mail",
      from: { contact: `me <${user.email}>` },
      to: "Ana Pop <ana@example.ro>, bob@example.com",
      cc: ["cc@example.com"],
      subject: "Quarterly numbers",
      content: "<p>Hi <strong>Ana</strong></p>",
      starred: false,
      important: false,
      unread: false,
      folder: folderBySlug("sent").id,
      labels: [],
    });
    expect(data.bcc).toBeUndefined();
    expect(data.from.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.attachments).toEqual([
      { type: "image/png", name: "chart.png", size: 16, preview: PNG_DATA_URL, downloadUrl: PNG_DATA_URL },
      expect.objectContaining({ type: "text/plain", name: "notes.txt", size: 11, downloadUrl: TEXT_DATA_URL }),
    ]);
    expect(data.attachments[1].preview).toMatch(/^data:image\/svg\+xml;base64,/);

    const sent = await listMails(headers, "folder=sent");
    expect(sent.data.mails.map((mail: { id: string }) => mail.id)).toEqual([data.id]);
    expect((await listMails(headers, "folder=drafts")).data.mails).toEqual([]);
  });

  it("keeps an unsent mail in Drafts (recipients optional), and replaces that draft when it is sent", async () => {
    const { headers } = await mailboxUser();
    const draft = await compose(headers, {
      send: false,
      mail: { to: [], subject: "Half done", content: "<p>So far</p>" },
    });
    expect(draft.status).toBe(200);
    expect(draft.data).toMatchObject({ folder: folderBySlug("drafts").id, to: "", subject: "Half done" });
    const folders = await callRoute(getFolders, { url: "/api/apps/mailbox/folders", headers });
    expect(folders.data.find((folder: { slug: string }) => folder.slug === "drafts").count).toBe(1);

    const resaved = await compose(headers, {
      send: false,
      draftId: draft.data.id,
      mail: { to: ["ana@example.ro"], subject: "Nearly done", content: "<p>More</p>" },
    });
    expect(resaved.data).toMatchObject({ id: draft.data.id, subject: "Nearly done", to: "ana@example.ro" });

    const sent = await compose(headers, {
      send: true,
      draftId: draft.data.id,
      mail: { to: ["ana@example.ro"], subject: "Done", content: "<p>All of it</p>" },
    });
    expect(sent.data).toMatchObject({ id: draft.data.id, folder: folderBySlug("sent").id, subject: "Done" });
    expect((await listMails(headers, "folder=drafts")).data.pagination.totalResults).toBe(0);
    expect((await listMails(headers, "folder=sent")).data.pagination.totalResults).toBe(1);
  });

  it("answers 400 for a bad address or a sent mail with no recipient, and stores nothing", async () => {
    const { user, headers } = await mailboxUser();
    const badAddress = await compose(headers, {
      send: true,
      mail: { to: ["ana@example.ro", "not an address"], subject: "Hi", content: "" },
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.data.error.issues).toEqual([
      expect.objectContaining({ path: ["mail", "to", 1], message: expect.any(String) }),
    ]);
    const badCc = await compose(headers, { send: false, mail: { to: [], cc: ["ana@"], subject: "", content: "" } });
    expect(badCc.status).toBe(400);
    const noRecipient = await compose(headers, { send: true, mail: { to: [], subject: "Hi", content: "<p>x</p>" } });
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.data.error.issues).toEqual([expect.objectContaining({ path: ["mail", "to"] })]);
    const badFile = await compose(headers, {
      send: true,
      mail: { to: ["ana@example.ro"], attachments: [{ name: "x.js", dataUrl: "javascript:alert(1)" }] },
    });
    expect(badFile.status).toBe(400);
    expect(await db.mailboxMail.count({ where: { userId: user.id } })).toBe(0);
  });

  it("keeps each user's mails their own: another user neither sees the mail nor can take over the draft", async () => {
    const owner = await mailboxUser();
    const other = await mailboxUser();
    const draft = await compose(owner.headers, { send: false, mail: { to: [], subject: "Private", content: "" } });

    const read = await callRoute(getMail, {
      url: `/api/apps/mailbox/mail?id=${draft.data.id}`,
      headers: other.headers,
    });
    expect(read.data).toBeNull();
    expect((await listMails(other.headers, "folder=drafts")).data.mails).toEqual([]);

    // Naming the owner's draft makes a new mail of the other user's; the owner's draft is untouched.
    const taken = await compose(other.headers, {
      send: true,
      draftId: draft.data.id,
      mail: { to: ["ana@example.ro"], subject: "Mine", content: "" },
    });
    expect(taken.status).toBe(200);
    expect(taken.data.id).not.toBe(draft.data.id);
    const ownerDraft = await db.mailboxMail.findUniqueOrThrow({ where: { id: draft.data.id } });
    expect(ownerDraft).toMatchObject({
      userId: owner.user.id,
      subject: "Private",
      folderId: folderBySlug("drafts").id,
    });
  });

  it("does not take a sent mail for a draft", async () => {
    const { user, headers } = await mailboxUser();
    const sentMail = await insertMail(user.id, { folder: "sent", subject: "Already sent" });
    const { data } = await compose(headers, {
      send: true,
      draftId: sentMail.id,
      mail: { to: ["ana@example.ro"], subject: "New", content: "" },
    });
    expect(data.id).not.toBe(sentMail.id);
    expect((await listMails(headers, "folder=sent")).data.pagination.totalResults).toBe(2);
  });

  it("is for signed-in users only", async () => {
    const { status } = await compose({}, { send: true, mail: { to: ["ana@example.ro"] } });
    expect(status).toBe(401);
  });
});
