"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { formatPercent } from "@/components/dashboard/format";
import { DashboardPanel } from "@/components/dashboard/panel";
import styles from "@/components/dashboard/upcoming-list.module.css";
import { EventCoverTile } from "@/components/events/event-cover-tile";
import { venueLine } from "@/components/events/venue-line";
import { useDashboardDates } from "@/components/dashboard/use-dashboard-dates";
import { EmptyPanel } from "@/components/events/tab-parts";
import { StatusPill } from "@/components/ui/status-pill";
import type { UpcomingEvent } from "@/lib/dashboard/schema";

// The link, the "on now" label and the stock bar are plain elements with CSS (a CSS module and
// StatusPill) rather than MUI's Link, Chip and LinearProgress: first-load code of the dashboard (issue 17).

/** The next published events, soonest first, each with its tickets sold (and taken) against capacity. */
export function UpcomingList({
  events,
  timeZone,
  now,
}: {
  events: UpcomingEvent[];
  timeZone: string;
  /** When the figures were read (an event that started by then is on now). */
  now: string;
}) {
  const t = useTranslations("dashboard.upcoming");
  return (
    <DashboardPanel
      title={t("title")}
      action={
        <Button component={NextLink} href="/pages/events" size="small">
          {t("viewAll")}
        </Button>
      }
    >
      {events.length === 0 ? (
        <EmptyPanel
          icon={<EventAvailableOutlined />}
          title={t("empty")}
          text={t("emptyText")}
          action={
            <Button component={NextLink} href="/pages/events/new" size="small" sx={{ mt: 1 }}>
              {t("emptyAction")}
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {events.map((event) => (
            <UpcomingRow key={event.id} event={event} timeZone={timeZone} isOn={event.startsAt <= now} />
          ))}
        </Box>
      )}
    </DashboardPanel>
  );
}

function UpcomingRow({ event, timeZone, isOn }: { event: UpcomingEvent; timeZone: string; isOn: boolean }) {
  const t = useTranslations("dashboard.upcoming");
  const locale = useLocale();
  const dates = useDashboardDates();
  const place = event.format === "online" ? t("online") : venueLine(event);
  const hasCapacity = event.capacity > 0;
  const share = (value: number) => (hasCapacity ? Math.min(100, (value / event.capacity) * 100) : 0);
  const soldText = hasCapacity ? t("soldOf", { sold: event.sold, capacity: event.capacity }) : t("noTickets");
  return (
    <Box
      component="li"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "48px minmax(0, 1fr)", sm: "56px minmax(0, 1fr) 180px" },
        gridTemplateAreas: { xs: `"cover main" "stock stock"`, sm: `"cover main stock"` },
        alignItems: "center",
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <Box sx={{ gridArea: "cover" }}>
        <EventCoverTile
          src={event.coverImage}
          day={dates.badgeDay(event.startsAt, timeZone)}
          month={dates.badgeMonth(event.startsAt, timeZone)}
          size={48}
        />
      </Box>
      <Box sx={{ gridArea: "main", minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <NextLink href={`/pages/events/${event.id}`} className={styles.title}>
            {event.title}
          </NextLink>
          {isOn && <StatusPill tone="success">{t("happening")}</StatusPill>}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {dates.eventRange(event.startsAt, event.endsAt, timeZone)}
        </Typography>
        {place && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {place}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: "stock", minWidth: 0 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {soldText}
          </Typography>
          {hasCapacity && (
            <Typography variant="body2" color="text.secondary">
              {formatPercent(Math.min(1, event.sold / event.capacity), locale)}
            </Typography>
          )}
        </Box>
        {hasCapacity && (
          <div
            role="progressbar"
            aria-label={soldText}
            aria-valuenow={share(event.sold)}
            aria-valuemin={0}
            aria-valuemax={100}
            className={styles.progress}
            data-tone={event.held >= event.capacity ? "warning" : "primary"}
          >
            <span className={styles.taken} style={{ width: `${share(event.held)}%` }} />
            <span className={styles.sold} style={{ width: `${share(event.sold)}%` }} />
          </div>
        )}
        {event.held > event.sold && (
          <Typography variant="caption" color="text.secondary">
            {t("held", { count: event.held - event.sold })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
