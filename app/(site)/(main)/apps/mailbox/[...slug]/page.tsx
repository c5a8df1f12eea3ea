import { notFound } from "next/navigation";

// /apps/mailbox/{folder|filter|label}[/{mailId}]: the layout draws the screen from the URL.
export default async function MailboxListPage({ params }: { params: Promise<{ slug: string[] }> }) {
  if ((await params).slug.length > 2) notFound();
  return null;
}
