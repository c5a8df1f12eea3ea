"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatCount } from "@/components/dashboard/format";
import { useDashboardDates } from "@/components/dashboard/use-dashboard-dates";
import { DashboardPanel } from "@/components/dashboard/panel";
import { OrderStatusChip } from "@/components/events/status-chips";
import { EmptyPanel } from "@/components/events/tab-parts";
import type { RecentOrder } from "@/lib/dashboard/schema";
import { formatMoney } from "@/lib/text/money";

// The account's latest orders: a table from tablet width up, stacked cards on a phone (only one of
// the two is displayed, so screen readers meet each order once).

const MONO = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", letterSpacing: "0.02em" } as const;

type RowProps = { order: RecentOrder; timeZone: string; now: string };

const ordersHref = (order: RecentOrder) => `/pages/events/${encodeURIComponent(order.eventId)}?tab=orders`;

export function RecentOrders({ orders, timeZone, now }: { orders: RecentOrder[]; timeZone: string; now: string }) {
  const t = useTranslations("dashboard.orders");
  return (
    <DashboardPanel title={t("title")}>
      {orders.length === 0 ? (
        <EmptyPanel icon={<ReceiptLongOutlined />} title={t("empty")} text={t("emptyText")} />
      ) : (
        <>
          <Box sx={{ display: { xs: "none", md: "block" }, borderTop: 1, borderColor: "divider", overflowX: "auto" }}>
            <Table size="small" aria-label={t("title")}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("buyer")}</TableCell>
                  <TableCell>{t("event")}</TableCell>
                  <TableCell align="right">{t("tickets")}</TableCell>
                  <TableCell align="right">{t("total")}</TableCell>
                  <TableCell>{t("status")}</TableCell>
                  <TableCell>{t("when")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {orders.map((order) => (
                  <OrderRow key={order.id} order={order} timeZone={timeZone} now={now} />
                ))}
              </TableBody>
            </Table>
          </Box>
          <Box component="ul" aria-label={t("title")} sx={{ display: { md: "none" }, listStyle: "none", m: 0, p: 0 }}>
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} timeZone={timeZone} now={now} />
            ))}
          </Box>
        </>
      )}
    </DashboardPanel>
  );
}

function useOrderTexts({ order, timeZone, now }: RowProps) {
  const t = useTranslations("dashboard.orders");
  const locale = useLocale();
  const dates = useDashboardDates();
  return {
    total: order.total === 0 ? t("free") : formatMoney(order.total, order.currency, locale),
    tickets: formatCount(order.tickets, locale),
    ticketCount: t("ticketCount", { count: order.tickets }),
    when: dates.relative(order.createdAt, now),
    exact: dates.dateTime(order.createdAt, timeZone),
  };
}

function EventLink({ order }: { order: RecentOrder }) {
  return (
    <Link component={NextLink} href={ordersHref(order)} underline="hover" sx={{ overflowWrap: "anywhere" }}>
      {order.eventTitle}
    </Link>
  );
}

function OrderRow(props: RowProps) {
  const { order } = props;
  const text = useOrderTexts(props);
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 220 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {order.buyerName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={MONO}>
          {order.reference}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <EventLink order={order} />
      </TableCell>
      <TableCell align="right">{text.tickets}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
        {text.total}
      </TableCell>
      <TableCell>
        <OrderStatusChip status={order.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        <Box component="time" dateTime={order.createdAt} title={text.exact}>
          {text.when}
        </Box>
      </TableCell>
    </TableRow>
  );
}

function OrderCard(props: RowProps) {
  const { order } = props;
  const text = useOrderTexts(props);
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: "divider" }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{order.buyerName}</Typography>
          <Typography variant="body2">
            <EventLink order={order} />
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>{text.total}</Typography>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mt: 0.75 }}>
        <OrderStatusChip status={order.status} />
        <Typography variant="body2" color="text.secondary">
          {text.ticketCount} ·{" "}
          <Box component="time" dateTime={order.createdAt} title={text.exact}>
            {text.when}
          </Box>
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ...MONO, ml: "auto" }}>
          {order.reference}
        </Typography>
      </Box>
    </Box>
  );
}
