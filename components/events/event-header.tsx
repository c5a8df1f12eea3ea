"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import ArrowBack from "@mui/icons-material/ArrowBack";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { EventCover } from "@/components/events/event-cover";
import { EventHeaderActions } from "@/components/events/event-header-actions";
import { displayStatus, formatEventRange, venueLine, zoneLabel } from "@/components/events/format";
import { EventStatusChip } from "@/components/events/status-chips";
import type { HostEvent } from "@/components/events/types";
import type { useEventActions } from "@/components/events/use-event-actions";

/**
 * The top of an event's page: back to the list, then the cover, title, status, when (in the
 * event's own time zone, which it names) and where, and the event's actions.
 */
export function EventHeader({ event, actions }: { event: HostEvent; actions: ReturnType<typeof useEventActions> }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const status = displayStatus(event);
  const isOnline = event.format === "online";
  return (
    <Box>
      <Button
        component={NextLink}
        href="/pages/events"
        startIcon={<ArrowBack />}
        color="inherit"
        size="small"
        sx={{ mb: 1, ml: -1 }}
      >
        {t("list.title")}
      </Button>
      <Box
        sx={{
          display: "flex",
          gap: { xs: 2, sm: 2.5 },
          alignItems: "flex-start",
          flexWrap: { xs: "wrap", sm: "nowrap" },
        }}
      >
        <Box sx={{ display: { xs: "none", sm: "block" } }}>
          <EventCover
            src={event.coverImage}
            startsAt={event.startsAt}
            locale={locale}
            timeZone={event.timezone}
            size={96}
            wide
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{
                fontWeight: 800,
                letterSpacing: "-0.02em",
                overflowWrap: "anywhere",
                fontSize: { xs: "1.6rem", sm: "2.125rem" },
              }}
            >
              {event.title}
            </Typography>
            <EventStatusChip status={status} size="medium" />
            {event.visibility !== "public" && <Chip variant="outlined" label={t(`visibility.${event.visibility}`)} />}
          </Box>
          <Typography color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.75, mt: 0.75 }}>
            <ScheduleOutlined sx={{ fontSize: 18 }} aria-hidden />
            <span suppressHydrationWarning>
              {formatEventRange(event.startsAt, event.endsAt, locale, event.timezone)} ·{" "}
              {zoneLabel(event.timezone, new Date(event.startsAt))}
            </span>
          </Typography>
          <Typography color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            {isOnline ? (
              <VideocamOutlined sx={{ fontSize: 18 }} aria-hidden />
            ) : (
              <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
            )}
            <span>
              {isOnline ? t("format.online") : venueLine(event) || t("list.noVenue")}
              {event.format === "hybrid" && ` · ${t("format.onlineShort")}`}
            </span>
          </Typography>
        </Box>
        <EventHeaderActions event={event} actions={actions} />
      </Box>
    </Box>
  );
}
