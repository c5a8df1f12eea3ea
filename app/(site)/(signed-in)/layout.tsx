import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { AuthShell } from "@/components/auth/auth-shell";
import { CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";

// Screens for a signed-in user outside the shell (sign-out, unlock-session): the empty layout.
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={await clientMessages(CLIENT_NAMESPACES.auth)}>
      <AuthShell>{children}</AuthShell>
    </NextIntlClientProvider>
  );
}
