import { getLocale, getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import { TextLink } from "@/components/ui/links";
import type { BuyerOrderView } from "@/lib/orders/buyer-view";
import { formatEventWhen } from "@/lib/public/format";
import { formatMoney } from "@/lib/text/money";
import { regionName } from "@/lib/text/region-name";
import { EventFact } from "@/components/public/event-fact";

const sectionTitle = {
  fontWeight: 800,
  fontSize: 13,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: "text.secondary",
  mb: 1.5,
} as const;

/** What the order is for: the event, when (in its own time zone), where, and who hosts it. */
export async function OrderEventCard({
  event,
  isPending,
}: {
  event: BuyerOrderView["event"];
  /** Tickets still to come: say the online link comes with them. */ isPending: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations("orders"), getLocale()]);
  const venue = event.venue;
  const place = venue
    ? [
        venue.name,
        venue.address,
        [venue.city, venue.country ? regionName(venue.country, locale) : ""].filter(Boolean).join(", "),
      ].filter(Boolean)
    : [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-event-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography
        id="order-event-title"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 800, lineHeight: 1.25, overflowWrap: "anywhere" }}
      >
        {event.title}
      </Typography>
      {event.host.name && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {t("event.hostedBy", { name: event.host.name })}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, mt: 2, display: "grid", gap: 1.75 }}>
        <EventFact compact icon={<CalendarMonthOutlined fontSize="small" />} term={t("event.when")}>
          <time dateTime={event.startsAt.toISOString()}>
            {formatEventWhen(event.startsAt, event.endsAt, event.timezone, locale)}
          </time>
        </EventFact>
        {venue && place.length > 0 && (
          <EventFact compact icon={<PlaceOutlined fontSize="small" />} term={t("event.where")}>
            {place.map((line, index) => (
              <Box key={line} sx={index === 0 ? { fontWeight: 600 } : { color: "text.secondary" }}>
                {line}
              </Box>
            ))}
          </EventFact>
        )}
        {event.format !== "in-person" && (event.onlineUrl || isPending || event.format === "online") && (
          <EventFact
            compact
            icon={<VideocamOutlined fontSize="small" />}
            term={event.format === "online" && !event.onlineUrl && !isPending ? t("event.where") : t("event.online")}
          >
            {event.onlineUrl ? (
              <TextLink
                href={event.onlineUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
              >
                {event.onlineUrl}
              </TextLink>
            ) : (
              <Box sx={{ color: "text.secondary" }}>{isPending ? t("event.onlineAfter") : t("event.online")}</Box>
            )}
          </EventFact>
        )}
      </Box>
      {event.status === "published" && (
        <TextLink
          href={`/p/event/${event.slug}`}
          className="order-no-print"
          sx={{ display: "inline-block", mt: 2, fontWeight: 600 }}
        >
          {t("event.view")}
        </TextLink>
      )}
    </Paper>
  );
}

/** The lines, the discount and the total, with who ordered. */
export async function OrderSummaryCard({ order }: { order: BuyerOrderView["order"] }) {
  const [t, locale] = await Promise.all([getTranslations("orders"), getLocale()]);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="order-summary-title" component="h2" sx={sectionTitle}>
        {t("summary.title")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.25 }}>
        {order.items.map((item) => (
          <Box
            component="li"
            key={item.ticketTypeId}
            sx={{ display: "flex", gap: 2, justifyContent: "space-between", alignItems: "baseline" }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {item.quantity} × {item.name}
              </Box>
              {item.quantity > 1 && item.unitPrice > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t("summary.each", { price: money(item.unitPrice) })}
                </Typography>
              )}
            </Box>
            <Box sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
              {item.amount === 0 ? t("summary.free") : money(item.amount)}
            </Box>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: "grid", gap: 0.75 }}>
        {order.discount > 0 && (
          <>
            <Row label={t("summary.subtotal")} value={money(order.subtotal)} />
            <Row
              label={order.promoCode ? t("summary.discountCode", { code: order.promoCode }) : t("summary.discount")}
              value={`−${money(order.discount)}`}
            />
          </>
        )}
        <Row label={t("summary.total")} value={order.total === 0 ? t("summary.free") : money(order.total)} strong />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="body2" color="text.secondary">
        {t("summary.buyer")}
      </Typography>
      <Box sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{order.buyer.name}</Box>
      <Box sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>{order.buyer.email}</Box>
    </Paper>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: "flex",
        justifyContent: "space-between",
        gap: 2,
        fontWeight: strong ? 800 : 400,
        fontSize: strong ? 18 : undefined,
      }}
    >
      <span>{label}</span>
      <Box component="span" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
        {value}
      </Box>
    </Box>
  );
}
