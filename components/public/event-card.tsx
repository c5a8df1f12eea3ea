import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import { EventCover } from "@/components/public/event-cover";
import { eventDateBadge, formatEventStart } from "@/lib/public/format";
import { formatMoney } from "@/lib/text/money";
import type { PublicEventCard } from "@/lib/public/schema";

/** Where an event happens, in a word or two: the city (or venue) in person, "Online" otherwise. */
export function placeLabel(
  event: Pick<PublicEventCard, "format" | "venueCity" | "venueName">,
  onlineLabel: string,
): string {
  if (event.format === "online") return onlineLabel;
  const place = event.venueCity || event.venueName;
  if (event.format === "hybrid") return place ? `${place} · ${onlineLabel}` : onlineLabel;
  return place;
}

/** One event in a list: the whole card is the link to its page. */
export async function EventCard({
  event,
  locale,
  isPast = false,
  showHost = true,
}: {
  event: PublicEventCard;
  locale: string;
  isPast?: boolean;
  showHost?: boolean;
}) {
  const t = await getTranslations("public.card");
  const place = placeLabel(event, t("online"));
  const PlaceIcon = event.format === "online" ? VideocamOutlined : PlaceOutlined;
  const badge = eventDateBadge(event.startsAt, event.timezone, locale);
  const price =
    event.lowestPrice === null
      ? null
      : event.lowestPrice === 0
        ? t("free")
        : t("from", { price: formatMoney(event.lowestPrice, event.currency, locale) });
  return (
    <NextLink
      href={`/p/event/${event.slug}`}
      style={{ textDecoration: "none", color: "inherit", display: "block", height: "100%" }}
    >
      <Card
        variant="outlined"
        sx={{
          height: "100%",
          display: "grid",
          // A phone shows a compact row (picture beside the text) so a list can be scanned; wider screens show tiles.
          gridTemplateColumns: { xs: "112px minmax(0, 1fr)", sm: "minmax(0, 1fr)" },
          gridTemplateRows: { sm: "auto 1fr" },
          borderRadius: 3,
          transition: "box-shadow 150ms, transform 150ms, border-color 150ms",
          "a:hover > &, a:focus-visible > &": {
            boxShadow: 6,
            transform: "translateY(-2px)",
            borderColor: "primary.main",
          },
          // A past event's picture fades; its text keeps full contrast (WCAG 1.4.3).
          ...(isPast ? { "& img": { opacity: 0.85 } } : {}),
        }}
      >
        <Box
          sx={{
            position: "relative",
            "& > div:first-of-type": {
              aspectRatio: { xs: "auto", sm: "16 / 9" },
              height: { xs: "100%", sm: "auto" },
              minHeight: { xs: 112, sm: 0 },
            },
            "& > div:first-of-type svg": { fontSize: { xs: 36, sm: 56 } },
          }}
        >
          <EventCover image={event.coverImage} category={event.category} />
          <DateBadge day={badge.day} month={badge.month} />
          {event.isSoldOut && !isPast && (
            <Chip
              label={t("soldOut")}
              size="small"
              sx={{
                display: { xs: "none", sm: "inline-flex" },
                position: "absolute",
                top: 12,
                left: 12,
                fontWeight: 700,
                bgcolor: "rgba(15,23,42,0.82)",
                color: "#fff",
              }}
            />
          )}
        </Box>
        <Box
          sx={{
            p: { xs: 1.5, sm: 2 },
            display: "flex",
            flexDirection: "column",
            gap: { xs: 0.5, sm: 0.75 },
            minWidth: 0,
          }}
        >
          <Typography variant="body2" sx={{ color: "primary.main", fontWeight: 700 }}>
            {formatEventStart(event.startsAt, event.timezone, locale, { withYear: isPast })}
          </Typography>
          <Typography
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: { xs: 16, sm: 18 },
              lineHeight: 1.3,
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }}
          >
            {event.title}
          </Typography>
          {place && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}
            >
              <PlaceIcon aria-hidden sx={{ fontSize: 18 }} />
              <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                {place}
              </Box>
            </Typography>
          )}
          {showHost && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
            >
              {t("by", { host: event.host.name })}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          {!isPast && (price || event.isSoldOut) && (
            <Typography
              sx={{
                mt: { xs: 0.5, sm: 1 },
                fontWeight: 700,
                fontSize: 15,
                color: event.isSoldOut ? "text.secondary" : "text.primary",
              }}
            >
              {event.isSoldOut ? t("soldOut") : price}
            </Typography>
          )}
        </Box>
      </Card>
    </NextLink>
  );
}

/** Cards in a responsive grid: one column on a phone, up to three on a desktop. */
export function EventCardGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" },
      }}
    >
      {children}
    </Box>
  );
}

/** The day and month on the cover's corner (wider screens; the text below says the same for readers). */
function DateBadge({ day, month }: { day: string | number; month: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: "none", sm: "block" },
        position: "absolute",
        top: 12,
        right: 12,
        width: 52,
        py: 0.75,
        borderRadius: 2,
        bgcolor: "background.paper",
        color: "text.primary",
        textAlign: "center",
        boxShadow: 2,
        lineHeight: 1,
      }}
    >
      <Box sx={{ fontSize: 20, fontWeight: 800, lineHeight: 1.1 }}>{day}</Box>
      <Box
        sx={{
          fontSize: 12,
          fontWeight: 700,
          textTransform: "uppercase",
          color: "primary.main",
          letterSpacing: "0.04em",
        }}
      >
        {month}
      </Box>
    </Box>
  );
}
