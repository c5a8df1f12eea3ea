"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import type { OrderDetail } from "@/lib/payments/schema";
import { formatMoney } from "@/lib/text/money";

type Kind = OrderDetail["timeline"][number]["kind"];

const DOT: Record<Kind, string> = {
  reserved: "info.main",
  awaiting_payment: "warning.main",
  paid: "success.main",
  completed: "success.main",
  refund: "error.main",
  cancelled: "text.disabled",
  expired: "text.disabled",
};

/**
 * The refund of `refunds` behind each "refund" entry of the timeline (same instant; else the next
 * one in time order): its reason and who made it come from there.
 */
function pairRefunds(order: OrderDetail): (OrderDetail["refunds"][number] | undefined)[] {
  const refunds = [...order.refunds].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let next = 0;
  return order.timeline.map((entry) => {
    if (entry.kind !== "refund") return undefined;
    const inOrder = refunds[next];
    next += 1;
    return refunds.find((refund) => refund.createdAt === entry.at) ?? inOrder;
  });
}

/** What happened to the order, oldest first: reserved, paid, each refund with its amount (and reason), cancelled. */
export function OrderTimeline({ order, timeZone }: { order: OrderDetail; timeZone: string }) {
  const t = useTranslations("payments.timeline");
  const locale = useLocale();
  const refundOf = pairRefunds(order);
  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {order.timeline.map((entry, index) => {
        const refund = refundOf[index];
        const isLast = index === order.timeline.length - 1;
        const amount = entry.amount ?? refund?.amount;
        return (
          <Box component="li" key={`${entry.kind}-${entry.at}-${index}`} sx={{ display: "flex", gap: 1.5 }}>
            <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", flex: "none", pt: 0.75 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: DOT[entry.kind] }} />
              {!isLast && <Box sx={{ width: 2, flex: 1, bgcolor: "divider", my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: isLast ? 0 : 1.5, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entry.kind === "refund" && amount !== undefined
                  ? t("refundOf", { amount: formatMoney(amount, order.currency, locale) })
                  : t(entry.kind)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(entry.at, locale, timeZone)}
                {refund?.createdByName ? ` · ${t("by", { name: refund.createdByName })}` : ""}
              </Typography>
              {refund?.reason && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ fontStyle: "italic", overflowWrap: "anywhere" }}
                >
                  {t("reason", { reason: refund.reason })}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
