"use client";
import { useTranslations } from "next-intl";
import type { NavigationItem } from "@/lib/shell/navigation-types";

/** An item's title in the active language when messages have it, else the API's English title. */
export function useNavTitle() {
  const t = useTranslations();
  return (item: NavigationItem) =>
    item.translationKey && t.has(item.translationKey as never) ? t(item.translationKey as never) : item.title;
}

export function isActiveLink(pathname: string, link: string | undefined): boolean {
  return !!link && (pathname === link || pathname.startsWith(`${link}/`));
}
