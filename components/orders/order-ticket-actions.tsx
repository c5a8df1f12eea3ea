import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import { PrintButton } from "@/components/orders/print-button";
import type { BuyerOrderView } from "@/lib/orders/buyer-view";

/** What a ticket holder does next: join online, add the event to a calendar, print the tickets. Not printed. */
export async function OrderTicketActions({ event }: { event: BuyerOrderView["event"] }) {
  const t = await getTranslations("orders");
  return (
    <Box
      className="order-no-print"
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        flexWrap: "wrap",
        gap: 1,
        justifyContent: "center",
        width: { xs: "100%", sm: "auto" },
        maxWidth: { xs: 360, sm: "none" },
      }}
    >
      {event.onlineUrl && (
        <Button
          href={event.onlineUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          startIcon={<VideocamOutlined />}
        >
          {t("completed.joinOnline")}
        </Button>
      )}
      {event.status === "published" && (
        <Button
          href={`/api/public/events/${encodeURIComponent(event.slug)}/ics`}
          variant={event.onlineUrl ? "outlined" : "contained"}
          startIcon={<EventAvailableOutlined />}
        >
          {t("completed.addToCalendar")}
        </Button>
      )}
      <PrintButton variant="outlined" label={t("completed.print")} />
    </Box>
  );
}
