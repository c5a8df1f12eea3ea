"use client";
import { PasswordSection } from "@/components/settings/password-section";
import { SessionsSection } from "@/components/settings/sessions-section";
import { TwoFactorSection } from "@/components/settings/two-factor-section";

/** The security tab: the password, the other sessions, two-factor sign-in. */
export function SecurityTab({ account }: { account: string }) {
  return (
    <>
      <PasswordSection />
      <SessionsSection />
      <TwoFactorSection account={account} />
    </>
  );
}
