import type { ReactNode } from "react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactsScreen } from "@/components/apps/contacts/contacts-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("contactsApp"))("title") };
}

// The screen lives in the layout, so moving between `/apps/contacts` and `/apps/contacts/{id}`
// keeps the list, its search and its scroll; the pages only name the selected contact (in the URL).
export default function ContactsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ContactsScreen />
      {children}
    </>
  );
}
