"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { ICON_SET_KEYS, ICON_SETS, type IconSetKey } from "@/lib/icons/catalog";

/** The sets as links (each is its own page, `/ui/icons/{set}`), keeping the search. */
export function IconSetTabs({ set, query }: { set: IconSetKey; query: string }) {
  const t = useTranslations("iconsPage");
  const search = query ? `?${new URLSearchParams({ q: query })}` : "";
  return (
    <Tabs
      value={set}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t("sets")}
      sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
    >
      {ICON_SET_KEYS.map((key) => (
        <Tab
          key={key}
          value={key}
          label={ICON_SETS[key].name}
          component={Link}
          href={`/ui/icons/${key}${search}`}
          scroll={false}
          sx={{ textTransform: "none", minWidth: 0, px: 2 }}
        />
      ))}
    </Tabs>
  );
}
