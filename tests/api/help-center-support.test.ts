import { db } from "@/lib/db";
import { POST as sendSupport } from "@/app/api/help-center/support/route";
import { GET as listMessages } from "@/app/api/common/messages/route";
import { GET as getGuide } from "@/app/api/help-center/guide/route";
import { GET as getFaqs } from "@/app/api/help-center/faqs/route";
import { ensureHelpCenterReferenceData } from "@/seed/demo/help-center";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

const REQUEST = {
  name: "Casey Tester",
  email: "casey@example.test",
  subject: "My payout is late",
  message: "The payout for last week's concert has not arrived yet.",
};

const send = (headers: Record<string, string>, json: unknown) =>
  callRoute(sendSupport, { method: "POST", url: "/api/help-center/support", headers, json });

describe("POST /api/help-center/support", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(sendSupport, { method: "POST", json: REQUEST })).status).toBe(401);
  });

  it("keeps the request as an unread message of the user's, which the messages panel lists first", async () => {
    const { user, headers } = await signedInUser();
    const { status, data } = await send(headers, { ...REQUEST, subject: `  ${REQUEST.subject}  ` });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: expect.any(String),
      title: REQUEST.subject,
      description: REQUEST.message,
      icon: "mat_outline:help_outline",
      image: null,
      link: "/apps/help-center/support",
      useRouter: true,
      time: expect.any(String),
      read: false,
      seen: false,
    });
    expect(await db.shellNotice.count({ where: { userId: user.id, kind: "message" } })).toBe(1);
    expect(await db.shellNotice.count({ where: { userId: user.id, kind: "notification" } })).toBe(0);
    const messages = await callRoute(listMessages, { headers });
    expect(messages.data.map((message: { id: string }) => message.id)).toEqual([data.id]);
  });

  it.each([
    ["a missing name", { ...REQUEST, name: undefined }, "name"],
    ["a blank subject", { ...REQUEST, subject: "   " }, "subject"],
    ["an invalid email", { ...REQUEST, email: "not-an-address" }, "email"],
    ["a message over 2000 characters", { ...REQUEST, message: "x".repeat(2001) }, "message"],
    ["a number for a name", { ...REQUEST, name: 42 }, "name"],
  ])("answers 400 for %s and stores nothing", async (_case, json, field) => {
    const { user, headers } = await signedInUser();
    const { status, data } = await send(headers, json);
    expect(status).toBe(400);
    expect(data.error.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
    expect(await db.shellNotice.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 without a body", async () => {
    const { headers } = await signedInUser();
    expect((await callRoute(sendSupport, { method: "POST", headers })).status).toBe(400);
  });

  it("stores the message for the sender only", async () => {
    const sender = await signedInUser();
    const other = await signedInUser();
    expect((await send(sender.headers, REQUEST)).status).toBe(200);
    expect((await callRoute(listMessages, { headers: sender.headers })).data).toHaveLength(1);
    expect((await callRoute(listMessages, { headers: other.headers })).data).toEqual([]);
    expect(await db.shellNotice.count({ where: { userId: other.user.id } })).toBe(0);
  });
});

describe("help center HTML", () => {
  beforeAll(() => ensureHelpCenterReferenceData(db));

  it("leaves a guide's and an FAQ answer's markup sanitised, whatever is stored", async () => {
    const { headers } = await signedInUser();
    const guide = await db.helpCenterGuide.findFirstOrThrow({
      where: { slug: "create-your-account" },
      select: { id: true, content: true, category: { select: { slug: true } } },
    });
    const faq = await db.helpCenterFaq.findFirstOrThrow({
      where: { category: { slug: "licenses" }, position: 0 },
      select: { id: true, answer: true },
    });
    try {
      await db.helpCenterGuide.update({
        where: { id: guide.id },
        data: { content: '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror=alert(1)></p>' },
      });
      await db.helpCenterFaq.update({ where: { id: faq.id }, data: { answer: '<a href="javascript:alert(1)">x</a>' } });
      const answer = await callRoute(getGuide, {
        url: `/?categorySlug=${guide.category.slug}&guideSlug=create-your-account`,
        headers,
      });
      expect(answer.data.guides[0].content).toBe("<p>Hello</p>");
      const faqs = await callRoute(getFaqs, { url: "/?slug=licenses", headers });
      expect(faqs.data.faqs[0].answer).toBe('<a rel="noopener noreferrer">x</a>');
    } finally {
      await db.helpCenterGuide.update({ where: { id: guide.id }, data: { content: guide.content } });
      await db.helpCenterFaq.update({ where: { id: faq.id }, data: { answer: faq.answer } });
    }
  });
});
