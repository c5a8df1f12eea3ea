"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatCount } from "@/components/dashboard/format";
import { useDashboardDates } from "@/components/dashboard/use-dashboard-dates";
import { DashboardPanel } from "@/components/dashboard/panel";
import styles from "@/components/dashboard/recent-orders.module.css";
import { OrderStatusChip } from "@/components/events/status-chips";
import { EmptyPanel } from "@/components/events/tab-parts";
import type { RecentOrder } from "@/lib/dashboard/schema";
import { formatMoney } from "@/lib/text/money";

// The account's latest orders: a table from tablet width up, stacked cards on a phone (only one of
// the two is displayed, so screen readers meet each order once). The table is plain markup with a
// CSS module in MUI's small Table look: MUI's Table components were first-load code (issue 17).

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
          <div className={styles.scroller}>
            <table className={styles.table} aria-label={t("title")}>
              <thead>
                <tr>
                  <th scope="col">{t("buyer")}</th>
                  <th scope="col">{t("event")}</th>
                  <th scope="col" className={styles.end}>
                    {t("tickets")}
                  </th>
                  <th scope="col" className={styles.end}>
                    {t("total")}
                  </th>
                  <th scope="col">{t("status")}</th>
                  <th scope="col">{t("when")}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <OrderRow key={order.id} order={order} timeZone={timeZone} now={now} />
                ))}
              </tbody>
            </table>
          </div>
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
    <NextLink href={ordersHref(order)} className={styles.link}>
      {order.eventTitle}
    </NextLink>
  );
}

function OrderRow(props: RowProps) {
  const { order } = props;
  const text = useOrderTexts(props);
  return (
    <tr>
      <td className={styles.buyer}>
        <p className={styles.buyerName}>{order.buyerName}</p>
        <span className={styles.reference}>{order.reference}</span>
      </td>
      <td className={styles.event}>
        <EventLink order={order} />
      </td>
      <td className={styles.end}>{text.tickets}</td>
      <td className={`${styles.end} ${styles.total}`}>{text.total}</td>
      <td>
        <OrderStatusChip status={order.status} />
      </td>
      <td className={styles.nowrap}>
        <time dateTime={order.createdAt} title={text.exact}>
          {text.when}
        </time>
      </td>
    </tr>
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
