import type { Metadata } from "next";
import { cache, type ReactNode } from "react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Container from "@mui/material/Container";
import GlobalStyles from "@mui/material/GlobalStyles";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import CurrencyExchangeOutlined from "@mui/icons-material/CurrencyExchangeOutlined";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import HourglassTopOutlined from "@mui/icons-material/HourglassTopOutlined";
import MailOutlineOutlined from "@mui/icons-material/MailOutlineOutlined";
import TimerOffOutlined from "@mui/icons-material/TimerOffOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import { OrderEventCard, OrderSummaryCard } from "@/components/orders/order-details";
import { PrintButton } from "@/components/orders/print-button";
import { ReservationActions } from "@/components/orders/reservation-actions";
import { TicketCard } from "@/components/orders/ticket-card";
import { LinkButton } from "@/components/ui/links";
import { getBuyerOrderView, type BuyerOrderStatus, type BuyerOrderView } from "@/lib/orders/buyer-view";
import { formatEventWhen } from "@/lib/public/format";
import { formatMoney } from "@/lib/text/money";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ token?: string; payment?: string }> };

// Rendered per request from the database: the status changes under the buyer (payment, expiry).
export const dynamic = "force-dynamic";

/** One read per request for the metadata and the page, with the instant it was read at (the countdown's reference). */
const loadView = cache(async (id: string, token: string | undefined) => {
  const now = new Date();
  const view = token && token.length >= 10 && token.length <= 200 ? await getBuyerOrderView(id, token, now) : null;
  return view ? { ...view, now } : null;
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, { token }] = await Promise.all([params, searchParams]);
  const view = await loadView(id, token);
  const t = await getTranslations("orders");
  return {
    title: view ? t("metaTitle", { reference: view.order.reference }) : undefined,
    // The address carries the buyer's secret: keep it out of search engines and Referer headers.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

const STATUS_COLOR: Record<BuyerOrderStatus, ChipProps["color"]> = {
  reserved: "warning",
  awaiting_payment: "info",
  completed: "success",
  partially_refunded: "success",
  expired: "default",
  cancelled: "default",
  refunded: "default",
};

/** The buyer's order page (/p/orders/<id>?token=…): where the checkout lands and the tickets live. */
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ id }, { token, payment }] = await Promise.all([params, searchParams]);
  const view = await loadView(id, token);
  if (!view || !token) notFound();
  const [t, locale] = await Promise.all([getTranslations("orders"), getLocale()]);
  const { order, event } = view;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const when = formatEventWhen(event.startsAt, event.endsAt, event.timezone, locale);
  const isTicketed = order.status === "completed" || order.status === "partially_refunded";

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <GlobalStyles styles={printStyles} />
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1.5,
          flexWrap: "wrap",
          mb: 2,
        }}
      >
        <Typography
          component="p"
          sx={{
            fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
            fontWeight: 700,
            letterSpacing: "0.06em",
            color: "text.secondary",
          }}
        >
          {t("reference", { reference: order.reference })}
        </Typography>
        <Chip
          label={t(`status.${order.status}`)}
          color={STATUS_COLOR[order.status]}
          size="small"
          sx={{ fontWeight: 700 }}
        />
      </Box>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="order-state-title"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mb: 3 }}
      >
        <StatusPanel view={view} token={token} payment={payment} money={money} t={t} />
      </Paper>

      {isTicketed && view.tickets.length > 0 && (
        <Box component="section" aria-labelledby="order-tickets-title" sx={{ mb: 3 }}>
          <Typography id="order-tickets-title" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
            {t("completed.tickets")}
          </Typography>
          <Box sx={{ display: "grid", gap: 2 }}>
            {view.tickets.map((ticket, index) => (
              <TicketCard
                key={ticket.code}
                code={ticket.code}
                qr={ticket.qr}
                ticketTypeName={ticket.ticketTypeName}
                attendeeName={ticket.name}
                eventTitle={event.title}
                when={when}
                label={t("completed.ticketOf", { number: index + 1, count: view.tickets.length })}
                qrLabel={t("completed.qrLabel", { code: ticket.code })}
                checkedInLabel={ticket.checkedInAt ? t("completed.checkedIn") : null}
              />
            ))}
          </Box>
        </Box>
      )}

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

type Translate = Awaited<ReturnType<typeof getTranslations<"orders">>>;

function StatusPanel({
  view,
  token,
  payment,
  money,
  t,
}: {
  view: BuyerOrderView & { now: Date };
  token: string;
  payment?: string;
  money: (minor: number) => string;
  t: Translate;
}) {
  const { order, event } = view;
  switch (order.status) {
    case "reserved":
      return (
        <Hero icon={<HourglassTopOutlined />} tone="warning" title={t("reserved.title")} text={t("reserved.text")}>
          <ReservationActions
            orderId={order.id}
            token={token}
            reservedUntil={(order.reservedUntil ?? view.now).toISOString()}
            serverNow={view.now.getTime()}
            provider={order.paymentProvider}
            totalLabel={money(order.total)}
            returnedFrom={payment === "done" || payment === "cancelled" ? payment : null}
          />
        </Hero>
      );
    case "expired":
      return (
        <Hero icon={<TimerOffOutlined />} tone="neutral" title={t("expired.title")} text={t("expired.text")}>
          {event.status === "published" && (
            <LinkButton href={`/p/event/${event.slug}`} variant="contained" size="large">
              {t("expired.back")}
            </LinkButton>
          )}
        </Hero>
      );
    case "awaiting_payment":
      return (
        <Hero icon={<AccountBalanceOutlined />} tone="info" title={t("awaiting.title")} text={t("awaiting.text")}>
          <Box sx={{ width: "100%", textAlign: "left", display: "grid", gap: 2 }}>
            <Box>
              <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
                {t("awaiting.instructions")}
              </Typography>
              <Box
                sx={{
                  p: 2,
                  borderRadius: 2,
                  bgcolor: "action.hover",
                  whiteSpace: "pre-line",
                  overflowWrap: "anywhere",
                }}
              >
                {view.payment?.instructions.trim() || t("awaiting.noInstructions")}
              </Box>
            </Box>
            <Box
              sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr auto" }, gap: 2, alignItems: "end" }}
            >
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {t("awaiting.mention")}
                </Typography>
                <Box
                  component="strong"
                  sx={{
                    display: "inline-block",
                    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
                    fontSize: 20,
                    letterSpacing: "0.08em",
                    px: 1.25,
                    py: 0.25,
                    borderRadius: 1,
                    border: 1,
                    borderColor: "divider",
                  }}
                >
                  {order.reference}
                </Box>
              </Box>
              <Box sx={{ textAlign: { xs: "left", sm: "right" } }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {t("summary.total")}
                </Typography>
                <Box component="strong" sx={{ fontSize: 20, fontVariantNumeric: "tabular-nums" }}>
                  {money(order.total)}
                </Box>
              </Box>
            </Box>
            <Note>{t("awaiting.emailSent", { email: order.buyer.email })}</Note>
          </Box>
        </Hero>
      );
    case "completed":
    case "partially_refunded":
      return (
        <Hero icon={<CheckCircleOutlined />} tone="success" title={t("completed.title")} text={t("completed.text")}>
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
          {order.status === "partially_refunded" && (
            <Note>{t("completed.partiallyRefunded", { amount: money(order.refundedAmount) })}</Note>
          )}
          <Note>{t("completed.emailSent", { email: order.buyer.email })}</Note>
        </Hero>
      );
    case "cancelled":
      return (
        <Hero icon={<CancelOutlined />} tone="neutral" title={t("cancelled.title")} text={t("cancelled.text")}>
          {event.status === "published" && (
            <LinkButton href={`/p/event/${event.slug}`} variant="outlined">
              {t("expired.back")}
            </LinkButton>
          )}
        </Hero>
      );
    case "refunded":
      return (
        <Hero
          icon={<CurrencyExchangeOutlined />}
          tone="neutral"
          title={t("refunded.title")}
          text={t("refunded.text", { amount: money(order.refundedAmount || order.total) })}
        />
      );
  }
}

const TONES = {
  warning: { bgcolor: "warning.main", color: "warning.contrastText" },
  info: { bgcolor: "info.main", color: "info.contrastText" },
  success: { bgcolor: "success.main", color: "success.contrastText" },
  neutral: { bgcolor: "action.selected", color: "text.secondary" },
} as const;

function Hero({
  icon,
  tone,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: "grid", justifyItems: "center", textAlign: "center", gap: 2.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          "& svg": { fontSize: 30 },
          ...TONES[tone],
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography
          id="order-state-title"
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, letterSpacing: "-0.02em", fontSize: { xs: 26, sm: 32 } }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: "auto" }}>
          {text}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center", overflowWrap: "anywhere" }}>
      <MailOutlineOutlined sx={{ fontSize: 18, verticalAlign: "-4px", mr: 0.75 }} aria-hidden />
      {children}
    </Typography>
  );
}

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
