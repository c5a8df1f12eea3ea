import "server-only";
import { db } from "@/lib/db";
import { folderBySlug } from "@/lib/mailbox/constants";
import { mailSelect, toMail } from "@/lib/mailbox/mail-record";
import { sanitizeMailContent } from "@/lib/mailbox/sanitize-content";
import type { ComposeAttachment, ComposeMailBody, Mail, MailAttachment } from "@/lib/mailbox/schema";
import { avatarDataUrl, coverDataUrl } from "@/lib/sample/images";

/** An attachment as stored: its size counted from the data, images previewed by themselves. */
function toStoredAttachment({ name, dataUrl }: ComposeAttachment): MailAttachment {
  const type = dataUrl.slice("data:".length, dataUrl.indexOf(";"));
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const size = Buffer.from(base64, "base64").length;
  const preview = type.startsWith("image/") ? dataUrl : coverDataUrl(name, 320, 200);
  return { type, name, size, preview, downloadUrl: dataUrl };
}

/**
 * Stores what the user composed: in Sent when `send`, else in Drafts. Nothing is delivered (the
 * mailbox is a demo). With `draftId` naming one of the user's drafts, that draft becomes this mail
 * (so sending or re-saving a draft leaves no copy behind); an unknown or someone else's id is
 * ignored and a new mail is made. The sender is the user, written the way the sample writes it.
 */
export async function saveComposedMail(userId: string, { send, draftId, mail }: ComposeMailBody): Promise<Mail> {
  const { cc = [], bcc = [], attachments = [] } = mail;
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, displayName: true, avatar: true },
    });
    const data = {
      folderId: folderBySlug(send ? "sent" : "drafts").id,
      fromAvatar: user.avatar ?? avatarDataUrl(user.displayName || "Me"),
      fromContact: `me <${user.email}>`,
      to: mail.to.join(", "),
      cc: cc.length > 0 ? JSON.stringify(cc) : null,
      bcc: bcc.length > 0 ? JSON.stringify(bcc) : null,
      date: new Date(),
      subject: mail.subject,
      content: sanitizeMailContent(mail.content),
      attachments: JSON.stringify(attachments.map(toStoredAttachment)),
      unread: false,
    };
    const draft = draftId
      ? await tx.mailboxMail.findFirst({
          where: { id: draftId, userId, folderId: folderBySlug("drafts").id },
          select: { id: true },
        })
      : null;
    const record = draft
      ? await tx.mailboxMail.update({ where: { id: draft.id }, data, select: mailSelect })
      : await tx.mailboxMail.create({ data: { ...data, userId }, select: mailSelect });
    return toMail(record);
  });
}
