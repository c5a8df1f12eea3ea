import { getLocale, getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { TicketCard } from "@/components/orders/ticket-card";
import type { BuyerOrderView } from "@/lib/orders/buyer-view";
import { formatEventWhen } from "@/lib/public/format";

/** The order's tickets, one card each with its QR code. */
export async function OrderTickets({
  tickets,
  event,
}: {
  tickets: BuyerOrderView["tickets"];
  event: BuyerOrderView["event"];
}) {
  const [t, locale] = await Promise.all([getTranslations("orders"), getLocale()]);
  const when = formatEventWhen(event.startsAt, event.endsAt, event.timezone, locale);
  return (
    <Box component="section" aria-labelledby="order-tickets-title" sx={{ mb: 3 }}>
      <Typography id="order-tickets-title" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        {t("completed.tickets")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2 }}>
        {tickets.map((ticket, index) => (
          <TicketCard
            key={ticket.code}
            code={ticket.code}
            qr={ticket.qr}
            ticketTypeName={ticket.ticketTypeName}
            attendeeName={ticket.name}
            eventTitle={event.title}
            when={when}
            label={t("completed.ticketOf", { number: index + 1, count: tickets.length })}
            qrLabel={t("completed.qrLabel", { code: ticket.code })}
            checkedInLabel={ticket.checkedInAt ? t("completed.checkedIn") : null}
          />
        ))}
      </Box>
    </Box>
  );
}
