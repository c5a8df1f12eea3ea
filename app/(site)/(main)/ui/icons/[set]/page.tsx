import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { IconsScreen } from "@/components/icons/icons-screen";
import { ICON_SETS, isIconSetKey } from "@/lib/icons/catalog";

type Props = { params: Promise<{ set: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { set } = await params;
  const t = await getTranslations("iconsPage");
  return { title: isIconSetKey(set) ? t("pageTitle", { set: ICON_SETS[set].name }) : t("title") };
}

// The set's names are read in the browser (GET /api/ui/icons/{set}); the first paint is the
// header, the sets and a skeleton grid.
export default async function IconSetPage({ params }: Props) {
  const { set } = await params;
  if (!isIconSetKey(set)) notFound();
  return <IconsScreen set={set} />;
}
