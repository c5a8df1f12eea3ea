import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignOutCountdown } from "./_components/sign-out-countdown";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signOut"))("title") };
}

export default function SignOutPage() {
  return <SignOutCountdown />;
}
