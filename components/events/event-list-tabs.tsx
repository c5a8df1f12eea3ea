"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { EventCounts } from "@/components/events/types";
import { EVENT_TABS, type EventTab } from "@/lib/events/schema";

/** The events list's tabs (upcoming, drafts, past …), each with how many events it holds ("·" until known). */
export function EventListTabs({
  tab,
  counts,
  onSelect,
}: {
  tab: EventTab;
  counts: EventCounts | undefined;
  onSelect: (tab: EventTab) => void;
}) {
  const t = useTranslations("events");
  return (
    <Tabs
      value={tab}
      onChange={(_event, next: EventTab) => onSelect(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t("list.tabsLabel")}
      sx={{
        borderBottom: 1,
        borderColor: "divider",
        px: { xs: 0, sm: 1 },
        "& .MuiTabs-scrollButtons.Mui-disabled": { display: "none" },
      }}
    >
      {EVENT_TABS.map((value) => (
        <Tab
          key={value}
          value={value}
          label={
            <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
              {t(`tabs.${value}`)}
              <Chip
                component="span"
                size="small"
                label={counts?.[value] ?? "·"}
                aria-label={t("list.tabCount", { count: counts?.[value] ?? 0 })}
                color={tab === value ? "primary" : "default"}
                sx={{ height: 20, minWidth: 24, fontSize: 12, fontWeight: 700, "& .MuiChip-label": { px: 0.75 } }}
              />
            </Box>
          }
          sx={{ minHeight: 52 }}
        />
      ))}
    </Tabs>
  );
}
