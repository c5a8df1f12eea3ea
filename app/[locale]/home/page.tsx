import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { HomeScreen } from "@/components/public/home-screen";
import type { Locale } from "@/lib/i18n/config";

type Props = { params: Promise<{ locale: Locale }> };

// Served from cache: the home page without a search, once per language, rendered again when a
// host publishes, changes or withdraws a public event (lib/public/page-cache.ts), and at the
// latest after a minute, so events that have begun leave the list and sold-out marks catch up.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "public.home" });
  return { title: t("metaTitle"), description: t("text") };
}

export default async function CachedHomePage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <HomeScreen search="" page={1} />;
}
