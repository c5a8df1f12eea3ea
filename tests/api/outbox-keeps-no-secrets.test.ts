import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/mail/send-mail";
import { seedUser } from "@/seed/factories";
import { startFakeSmtp } from "@/tests/helpers/fake-smtp";
import { callRoute } from "@/tests/helpers/route";

// Issue 14, "with SMTP_URL set, the outbox keeps no usable secrets … either way it keeps at most
// 30 days": the outbox is the mail sink without SMTP and a redacted delivery log with it.

const DAY = 24 * 60 * 60 * 1000;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());
afterEach(() => {
  delete process.env.SMTP_URL;
});

/** The SMTP message as text: quoted-printable soft line breaks undone. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

async function outboxFor(to: string) {
  return db.outboxMail.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
}

describe("the outbox keeps no usable secrets once SMTP sends", () => {
  it("sends the reset link with its token and keeps it redacted in the outbox", async () => {
    process.env.SMTP_URL = smtp.url;
    const user = await seedUser(db);
    expect((await callRoute(forgotPassword, { method: "POST", json: { email: user.email } })).status).toBe(200);

    const sent = unfolded(smtp.messages.find((message) => message.includes(user.email))!);
    const token = sent.match(/reset-password\?token=([A-Za-z0-9_-]{20,})/)![1];
    const [logged] = await outboxFor(user.email);
    expect(logged.status).toBe("sent");
    expect(logged.text).toContain("/reset-password?token=[redacted]");
    expect(`${logged.text}${logged.html}`).not.toContain(token);
  });

  it("keeps neither the named secrets (ticket codes) nor the attachments' bytes", async () => {
    process.env.SMTP_URL = smtp.url;
    const to = `buyer-${crypto.randomUUID()}@example.org`;
    await sendMail({
      to,
      subject: "Your tickets",
      text: "Ticket 1: ABCD-2345\nhttps://hostdeck.example/p/orders/o1?token=secret-access",
      html: '<p>ABCD-2345</p><a href="https://hostdeck.example/p/orders/o1?lang=en&amp;token=secret-access">Open</a>',
      attachments: [
        {
          filename: "ticket-ABCD-2345.png",
          contentType: "image/png",
          content: "iVBORw0KGgo=",
          cid: "qr-abcd-2345@hostdeck",
        },
      ],
      secrets: ["ABCD-2345"],
    });
    expect(smtp.messages.some((message) => message.includes("iVBORw0KGgo="))).toBe(true);
    const [logged] = await outboxFor(to);
    const stored = `${logged.subject}${logged.text}${logged.html}${logged.attachments}`;
    expect(stored).not.toMatch(/ABCD-2345|secret-access|iVBORw0KGgo/i);
    expect(JSON.parse(logged.attachments)).toEqual([
      { filename: "ticket-[redacted].png", contentType: "image/png", content: "", cid: "qr-[redacted]@hostdeck" },
    ]);
  });

  it("without SMTP stays the full mail sink (the links work from the outbox)", async () => {
    const user = await seedUser(db);
    await callRoute(forgotPassword, { method: "POST", json: { email: user.email } });
    const [stored] = await outboxFor(user.email);
    expect(stored.status).toBe("stored");
    expect(stored.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{20,}/);
  });
});

describe("the outbox keeps at most 30 days", () => {
  it.each([
    ["without SMTP", undefined],
    ["with SMTP", "smtp"],
  ])("deletes mails older than 30 days when a mail is sent (%s)", async (_label, withSmtp) => {
    if (withSmtp) process.env.SMTP_URL = smtp.url;
    const to = `old-${crypto.randomUUID()}@example.org`;
    const mail = { to, subject: "s", text: "t", html: "<p>t</p>", status: "stored" };
    await db.outboxMail.create({ data: { ...mail, createdAt: new Date(Date.now() - 31 * DAY) } });
    await db.outboxMail.create({ data: { ...mail, subject: "kept", createdAt: new Date(Date.now() - 29 * DAY) } });
    await sendMail({ to, subject: "new", text: "t", html: "<p>t</p>" });
    expect((await outboxFor(to)).map((row) => row.subject)).toEqual(["kept", "new"]);
  });
});
