"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactElement } from "react";
import ChevronRight from "@mui/icons-material/ChevronRight";
import EditNoteOutlined from "@mui/icons-material/EditNoteOutlined";
import LocalFireDepartmentOutlined from "@mui/icons-material/LocalFireDepartmentOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import TimerOutlined from "@mui/icons-material/TimerOutlined";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { formatPercent } from "@/components/dashboard/format";
import { useDashboardDates } from "@/components/dashboard/use-dashboard-dates";
import { DashboardPanel } from "@/components/dashboard/panel";
import { EmptyPanel } from "@/components/events/tab-parts";
import { StatusPill } from "@/components/ui/status-pill";
import type { AttentionItem, AttentionKind } from "@/lib/dashboard/schema";

// "Needs attention": each item says what is wrong and links to where it is fixed (the drafts tab,
// an event's orders, its tickets). Without any, an "all clear" rather than an empty box.

type Tone = "error" | "warning" | "info" | "success" | "default";

const LOOK: Record<AttentionKind, { icon: ReactElement; tone: Tone }> = {
  expiringReservations: { icon: <TimerOutlined />, tone: "error" },
  startingSoon: { icon: <ScheduleOutlined />, tone: "warning" },
  awaitingPayment: { icon: <PaymentsOutlined />, tone: "warning" },
  nearlySoldOut: { icon: <LocalFireDepartmentOutlined />, tone: "success" },
  drafts: { icon: <EditNoteOutlined />, tone: "default" },
};

export function AttentionList({ items, now }: { items: AttentionItem[]; now: string }) {
  const t = useTranslations("dashboard.attention");
  return (
    <DashboardPanel
      title={t("title")}
      action={
        items.length > 0 ? (
          <StatusPill tone="warning" aria-label={t("count", { count: items.length })}>
            {items.length}
          </StatusPill>
        ) : undefined
      }
    >
      {items.length === 0 ? (
        <EmptyPanel icon={<TaskAltOutlined color="success" />} title={t("allClear")} text={t("allClearText")} />
      ) : (
        <List disablePadding>
          {items.map((item) => (
            <AttentionRow key={`${item.kind}-${"eventId" in item ? item.eventId : ""}`} item={item} now={now} />
          ))}
        </List>
      )}
    </DashboardPanel>
  );
}

/** The item's two lines of text. */
function useItemText(item: AttentionItem, now: string): { primary: string; secondary: string } {
  const t = useTranslations("dashboard.attention");
  const locale = useLocale();
  const dates = useDashboardDates();
  const when = (iso: string) => dates.relative(iso, now);
  switch (item.kind) {
    case "drafts":
      return { primary: t("drafts", { count: item.count }), secondary: t("draftsHint") };
    case "awaitingPayment":
      return {
        primary: t("awaitingPayment", { count: item.count }),
        secondary: t("awaitingPaymentHint", { event: item.eventTitle, age: when(item.since) }),
      };
    case "startingSoon":
      return item.reason === "draft"
        ? {
            primary: t("startingSoonDraft", { event: item.eventTitle }),
            secondary: t("startsDraft", { when: when(item.startsAt) }),
          }
        : {
            primary: t("startingSoonUnsold", { event: item.eventTitle }),
            secondary: t("startsLeft", { when: when(item.startsAt), left: item.capacity - item.held }),
          };
    case "nearlySoldOut":
      return {
        primary: t(item.held >= item.capacity ? "soldOut" : "nearlySoldOut", { event: item.eventTitle }),
        secondary: t("taken", {
          held: item.held,
          capacity: item.capacity,
          percent: formatPercent(Math.min(1, item.held / item.capacity), locale),
        }),
      };
    case "expiringReservations":
      return {
        primary: t("expiring", { count: item.count, event: item.eventTitle }),
        secondary: t("expiresFirst", { when: when(item.expiresAt) }),
      };
  }
}

function AttentionRow({ item, now }: { item: AttentionItem; now: string }) {
  const { primary, secondary } = useItemText(item, now);
  const { icon, tone } = LOOK[item.kind];
  return (
    <ListItem disablePadding sx={{ borderTop: 1, borderColor: "divider" }}>
      <ListItemButton component={NextLink} href={item.href} sx={{ px: { xs: 2, sm: 2.5 }, py: 1.25, gap: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 0 }}>
          <Box
            sx={{
              width: 36,
              height: 36,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              color: tone === "default" ? "text.secondary" : `${tone}.main`,
              bgcolor: "action.hover",
              "& svg": { fontSize: 20 },
            }}
          >
            {icon}
          </Box>
        </ListItemIcon>
        <ListItemText
          primary={primary}
          secondary={secondary}
          slotProps={{
            primary: { sx: { fontWeight: 600, overflowWrap: "anywhere" } },
            secondary: { sx: { overflowWrap: "anywhere" } },
          }}
        />
        <ChevronRight aria-hidden sx={{ color: "text.secondary", flex: "none" }} />
      </ListItemButton>
    </ListItem>
  );
}
