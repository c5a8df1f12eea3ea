import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SettingsScreen } from "@/components/settings/settings-screen";
import { requireUser } from "@/lib/auth/require-user";
import { toAppearance } from "@/lib/shell/appearance";
import { getProfile } from "@/lib/users/profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.settings"))("title") };
}

/**
 * /pages/settings?tab=profile|security|preferences|data|admin: the account's settings. The open
 * tab is read from the address in the browser (an unknown tab, or `admin` for anyone but an
 * administrator, opens the profile); the profile is read here for the first paint.
 */
export default async function SettingsPage() {
  const user = await requireUser();
  const profile = await getProfile(user.id);
  return <SettingsScreen profile={profile} appearance={toAppearance(user)} isAdmin={user.role === "admin"} />;
}
