import {
  EMPTY_COMPOSE,
  forwardOf,
  fromDraft,
  hasContent,
  isChanged,
  recipientLists,
  replyTo,
} from "@/components/apps/mailbox/compose-prefill";
import type { Mail } from "@/lib/mailbox/schema";

const mail: Mail = {
  id: "m1",
  type: "mail",
  from: { avatar: null, contact: "Ana Pop <ana@example.ro>" },
  to: "me <me@example.test>",
  cc: ["Bob <bob@example.com>"],
  date: "2025-11-20T10:00:00.000Z",
  subject: "Plans",
  content: "<p>See you</p>",
  attachments: [
    { type: "text/plain", name: "a.txt", size: 3, preview: "", downloadUrl: "data:text/plain;base64,YWJj" },
    { type: "text/plain", name: "b.txt", size: 3, preview: "", downloadUrl: "https://example.com/b.txt" },
  ],
  starred: false,
  important: false,
  unread: false,
  folder: "f",
  labels: [],
};

describe("replyTo", () => {
  it("answers the sender with Re: and the original quoted under its header (escaped)", () => {
    const reply = replyTo(mail, "On 20 Nov, Ana <ana@example.ro> wrote:");
    expect(reply.to).toBe("Ana Pop <ana@example.ro>");
    expect(reply.subject).toBe("Re: Plans");
    expect(reply.content).toBe(
      "<p><br></p><blockquote><p>On 20 Nov, Ana &lt;ana@example.ro&gt; wrote:</p><p>See you</p></blockquote>",
    );
    expect(reply.attachments).toEqual([]);
  });

  it("does not stack prefixes, and answers the recipients of the user's own mail", () => {
    const own = {
      ...mail,
      subject: "RE: Plans",
      from: { avatar: null, contact: "me <me@example.test>" },
      to: "x@y.io",
    };
    expect(replyTo(own, "h")).toMatchObject({ to: "x@y.io", subject: "RE: Plans" });
  });
});

describe("forwardOf", () => {
  it("leaves the recipients empty, adds Fwd: and carries the attachments it holds as data", () => {
    const forward = forwardOf(mail, "Forwarded message");
    expect(forward).toMatchObject({ to: "", subject: "Fwd: Plans" });
    expect(forward.attachments).toEqual([{ name: "a.txt", dataUrl: "data:text/plain;base64,YWJj", size: 3 }]);
  });
});

describe("fromDraft", () => {
  it("goes on with the draft's fields and names it", () => {
    expect(fromDraft(mail)).toMatchObject({
      draftId: "m1",
      to: "me <me@example.test>",
      cc: "Bob <bob@example.com>",
      bcc: "",
      subject: "Plans",
    });
  });
});

describe("hasContent, isChanged and recipientLists", () => {
  it("sees text, recipients or files, not empty markup", () => {
    expect(hasContent(EMPTY_COMPOSE)).toBe(false);
    expect(hasContent({ ...EMPTY_COMPOSE, content: "<p><br></p>&nbsp;" })).toBe(false);
    expect(hasContent({ ...EMPTY_COMPOSE, content: "<p>x</p>" })).toBe(true);
    expect(hasContent({ ...EMPTY_COMPOSE, bcc: "a@b.io" })).toBe(true);
  });

  it("compares with what the composer opened with", () => {
    const initial = replyTo(mail, "h");
    expect(isChanged({ ...initial }, initial)).toBe(false);
    expect(isChanged({ ...initial, subject: "Other" }, initial)).toBe(true);
  });

  it("splits the typed recipients", () => {
    expect(recipientLists({ ...EMPTY_COMPOSE, to: "a@b.io, c@d.io", bcc: "e@f.io" })).toEqual({
      to: ["a@b.io", "c@d.io"],
      cc: [],
      bcc: ["e@f.io"],
    });
  });
});
