import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { AuthShell } from "@/components/auth/auth-shell";
import { CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";

// Guest-only screens (the proxy sends a signed-in user to /): the empty layout.
export default async function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={await clientMessages(CLIENT_NAMESPACES.auth)}>
      <AuthShell>{children}</AuthShell>
    </NextIntlClientProvider>
  );
}
