import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { MailboxScreen } from "@/components/apps/mailbox/mailbox-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("mailboxApp"))("title") };
}

// The screen lives in the layout, so moving between a list and its mails keeps the sidebar, the
// selection and the composer; the pages only name what is open (in the URL, which the screen reads).
export default function MailboxLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense>
        <MailboxScreen />
      </Suspense>
      {children}
    </>
  );
}
