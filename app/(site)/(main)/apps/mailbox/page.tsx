import { redirect } from "next/navigation";

// /apps/mailbox opens the inbox.
export default function MailboxPage() {
  redirect("/apps/mailbox/inbox");
}
