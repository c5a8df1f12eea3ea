"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import type { OrderDetail } from "@/lib/payments/schema";

/** The order's tickets and who holds them; a refunded (voided) ticket is struck through, a checked-in one says when. */
export function OrderAttendees({ order, timeZone }: { order: OrderDetail; timeZone: string }) {
  const t = useTranslations("payments.drawer");
  const locale = useLocale();
  if (order.attendees.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t("noAttendees")}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1 }}>
      {order.attendees.map((attendee) => {
        const isVoided = Boolean(attendee.voidedAt);
        return (
          <Box
            component="li"
            key={attendee.id}
            sx={{ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: 1.5 }}
          >
            <Box sx={{ minWidth: 0, opacity: isVoided ? 0.7 : 1 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, overflowWrap: "anywhere", textDecoration: isVoided ? "line-through" : "none" }}
              >
                {attendee.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: "anywhere" }}>
                {attendee.ticketTypeName} · {attendee.email}
              </Typography>
            </Box>
            <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 0.5, flex: "none" }}>
              {isVoided && (
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={t("voided")}
                  title={formatDateTime(attendee.voidedAt, locale, timeZone)}
                />
              )}
              {attendee.checkedInAt && (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  label={t("checkedIn", { time: formatDateTime(attendee.checkedInAt, locale, timeZone) })}
                />
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
