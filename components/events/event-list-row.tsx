"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { EventCover } from "@/components/events/event-cover";
import { displayStatus, formatEventRange, venueLine } from "@/components/events/format";
import { EventStatusChip } from "@/components/events/status-chips";
import type { EventListItem } from "@/components/events/types";
import { formatMoney } from "@/lib/text/money";

/**
 * One event in the list: its cover, title (the link to its page), status, when and where, tickets
 * sold against capacity and revenue (under the title on a phone), and `menu`, its actions.
 */
export function EventListRow({ event, menu }: { event: EventListItem; menu: ReactNode }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const status = displayStatus(event);
  const limit = event.capacity > 0 ? event.capacity : null;
  const sold = event.ticketsSold;
  const isOnline = event.format === "online";
  const place = isOnline ? t("format.onlineShort") : venueLine(event) || t("list.noVenue");

  return (
    <Box
      component="li"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "56px minmax(0, 1fr) auto", md: "64px minmax(0, 1fr) 150px 120px auto" },
        gridTemplateAreas: { xs: `"cover main menu" "stats stats stats"`, md: `"cover main stats revenue menu"` },
        alignItems: "center",
        columnGap: { xs: 1.5, md: 2.5 },
        rowGap: 1,
        px: 2,
        py: 1.75,
        "& + &": { borderTop: 1, borderColor: "divider" },
        "&:hover": { bgcolor: "action.hover" },
      }}
    >
      <Box sx={{ gridArea: "cover" }}>
        <EventCover src={event.coverImage} startsAt={event.startsAt} locale={locale} size={56} />
      </Box>
      <Box sx={{ gridArea: "main", minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Link
            component={NextLink}
            href={`/pages/events/${event.id}`}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, fontSize: "1rem", overflowWrap: "anywhere" }}
          >
            {event.title}
          </Link>
          <EventStatusChip status={status} />
          {event.visibility !== "public" && (
            <Chip size="small" variant="outlined" label={t(`visibility.${event.visibility}`)} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {formatEventRange(event.startsAt, event.endsAt, locale)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}
        >
          {isOnline ? (
            <VideocamOutlined sx={{ fontSize: 16 }} aria-hidden />
          ) : (
            <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
          )}
          <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {place}
            {event.format === "hybrid" && ` · ${t("format.onlineShort")}`}
          </Box>
        </Typography>
      </Box>
      <Box
        sx={{
          gridArea: "stats",
          display: "flex",
          flexDirection: { xs: "row", md: "column" },
          alignItems: { xs: "center", md: "stretch" },
          gap: { xs: 2, md: 0.5 },
          pl: { xs: "68px", md: 0 },
        }}
      >
        <Box sx={{ flex: { xs: 1, md: "none" }, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {limit ? t("list.soldOf", { sold, limit }) : t("list.sold", { sold })}
          </Typography>
          {limit ? (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (sold / limit) * 100)}
              aria-label={t("list.soldOf", { sold, limit })}
              color={sold >= limit ? "warning" : "primary"}
              sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
            />
          ) : null}
        </Box>
        <Typography
          variant="body2"
          sx={{ display: { xs: "block", md: "none" }, fontWeight: 600, whiteSpace: "nowrap" }}
        >
          {formatMoney(event.revenue, event.currency, locale)}
        </Typography>
      </Box>
      <Box sx={{ gridArea: "revenue", display: { xs: "none", md: "block" }, textAlign: "right" }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(event.revenue, event.currency, locale)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t("list.revenue")}
        </Typography>
      </Box>
      <Box sx={{ gridArea: "menu" }}>{menu}</Box>
    </Box>
  );
}
