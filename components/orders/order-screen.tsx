import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import GlobalStyles from "@mui/material/GlobalStyles";
import Paper from "@mui/material/Paper";
import { OrderEventCard, OrderSummaryCard } from "@/components/orders/order-details";
import { OrderHeading } from "@/components/orders/order-heading";
import { OrderStatusPanel } from "@/components/orders/order-status-panel";
import { OrderTickets } from "@/components/orders/order-tickets";
import type { BuyerOrderView } from "@/lib/orders/buyer-view";

/** Printing the page gives the tickets: no site header and footer, no buttons, one ticket per block. */
const printStyles = {
  "@media print": {
    "header, footer, .order-no-print": { display: "none !important" },
    body: { background: "#fff !important" },
    ".order-ticket": {
      border: "1px solid #999 !important",
      pageBreakInside: "avoid",
      breakInside: "avoid",
      marginBottom: "12px",
    },
    ".order-ticket-event": { display: "block !important", marginTop: "8px" },
  },
};

/**
 * The buyer's order page: its reference and state, what to do next, the tickets once they are
 * issued, the event and the summary of what was bought.
 */
export function OrderScreen({
  view,
  token,
  payment,
}: {
  /** The order as read for this request, with the instant it was read at (the countdown's reference). */
  view: BuyerOrderView & { now: Date };
  token: string;
  /** Set when the buyer comes back from the payment provider ("done" or "cancelled"). */
  payment?: string;
}) {
  const { order, event } = view;
  const isTicketed = order.status === "completed" || order.status === "partially_refunded";

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <GlobalStyles styles={printStyles} />
      <OrderHeading order={order} />

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="order-state-title"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mb: 3 }}
      >
        <OrderStatusPanel view={view} token={token} payment={payment} />
      </Paper>

      {isTicketed && view.tickets.length > 0 && <OrderTickets tickets={view.tickets} event={event} />}

      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1.2fr) minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <OrderEventCard event={event} isPending={order.status === "reserved" || order.status === "awaiting_payment"} />
        <Box className="order-no-print">
          <OrderSummaryCard order={order} />
        </Box>
      </Box>
    </Container>
  );
}
