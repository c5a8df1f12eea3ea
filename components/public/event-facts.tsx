import { getLocale, getTranslations } from "next-intl/server";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import { EventFact } from "@/components/public/event-fact";
import { TextLink } from "@/components/ui/links";
import type { PublicEventView } from "@/lib/public/event-view";
import { formatEventWhen } from "@/lib/public/format";
import { regionName } from "@/lib/text/region-name";

/**
 * When (in the event's time zone, with a calendar file while it is still ahead), where (the venue
 * or online) and who hosts it.
 */
export async function EventFacts({ event, isOver }: { event: PublicEventView["event"]; isOver: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("publicEvent"), getLocale()]);
  const isOnline = event.format === "online";
  const country = event.venueCountry ? regionName(event.venueCountry, locale) : "";
  const addressLines = [event.venueAddress, [event.venueCity, country].filter(Boolean).join(", ")].filter(Boolean);
  return (
    <Box component="dl" sx={{ m: 0, mt: 3, display: "grid", gap: 2.5 }}>
      <EventFact icon={<CalendarMonthOutlined />} term={t("when")}>
        <Box component="time" dateTime={event.startsAt} sx={{ fontWeight: 600, display: "block" }}>
          {formatEventWhen(event.startsAt, event.endsAt, event.timezone, locale)}
        </Box>
        {!isOver && (
          <Button
            href={`/api/public/events/${encodeURIComponent(event.slug)}/ics`}
            size="small"
            startIcon={<EventAvailableOutlined />}
            sx={{ mt: 0.5, ml: -0.75 }}
          >
            {t("addToCalendar")}
          </Button>
        )}
      </EventFact>
      <EventFact icon={isOnline ? <VideocamOutlined /> : <PlaceOutlined />} term={t("where")}>
        {isOnline ? (
          <>
            <Box sx={{ fontWeight: 600 }}>{t("onlineEvent")}</Box>
            <Box sx={{ color: "text.secondary" }}>{t("onlineHint")}</Box>
          </>
        ) : (
          <>
            <Box sx={{ fontWeight: 600 }}>{event.venueName || addressLines[0] || t("placeTba")}</Box>
            {(event.venueName ? addressLines : addressLines.slice(1)).map((line) => (
              <Box key={line} sx={{ color: "text.secondary" }}>
                {line}
              </Box>
            ))}
            {event.format === "hybrid" && <Box sx={{ color: "text.secondary", mt: 0.5 }}>{t("hybridHint")}</Box>}
          </>
        )}
      </EventFact>
      <EventFact
        icon={
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: "primary.main" }} aria-hidden>
            {Array.from(event.host.name.trim())[0]?.toUpperCase() ?? "?"}
          </Avatar>
        }
        term={t("hostedBy")}
      >
        {event.host.slug ? (
          <TextLink href={`/p/hosts/${event.host.slug}`} sx={{ fontWeight: 600 }}>
            {event.host.name}
          </TextLink>
        ) : (
          <Box sx={{ fontWeight: 600 }}>{event.host.name}</Box>
        )}
      </EventFact>
    </Box>
  );
}
