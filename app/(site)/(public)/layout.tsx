import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { PublicFrame } from "@/components/public/public-frame";
import { CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";

// Public pages rendered per request (a buyer's order, vendor sign-up, an invitation, a search of
// the home page). The cached ones (/home, /p/event, /p/hosts) have the same frame in app/[locale].
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const messages = await clientMessages(CLIENT_NAMESPACES.public);
  return (
    <PublicFrame>
      <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
    </PublicFrame>
  );
}
