"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { OrderDetail } from "@/lib/payments/schema";
import { formatMoney } from "@/lib/text/money";

/** What was bought: each ticket type with its quantity and price (and how many went back on sale), then the sums. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const t = useTranslations("payments.drawer");
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const sums: { label: string; value: string; isStrong?: boolean; colour?: string }[] = [
    { label: t("subtotal"), value: money(order.subtotal) },
    ...(order.discount > 0
      ? [
          {
            label: order.promoCode ? t("discountCode", { code: order.promoCode }) : t("discount"),
            value: `−${money(order.discount)}`,
          },
        ]
      : []),
    { label: t("total"), value: money(order.total), isStrong: true },
    ...(order.refundedAmount > 0
      ? [{ label: t("refunded"), value: `−${money(order.refundedAmount)}`, colour: "error.main" }]
      : []),
  ];
  return (
    <Box>
      <Table size="small" aria-label={t("items")} sx={{ "& td, & th": { px: 0.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("ticketType")}</TableCell>
            <TableCell align="right">{t("quantity")}</TableCell>
            <TableCell align="right">{t("unitPrice")}</TableCell>
            <TableCell align="right">{t("lineTotal")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.ticketTypeId}>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                {item.name}
                {item.releasedQuantity > 0 && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t("released", { count: item.releasedQuantity })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {money(item.unitPrice)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {money(item.unitPrice * item.quantity)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5, columnGap: 2 }}
      >
        {sums.map((sum) => (
          <Box key={sum.label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {sum.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                textAlign: "right",
                fontVariantNumeric: "tabular-nums",
                fontWeight: sum.isStrong ? 700 : 400,
                color: sum.colour,
              }}
            >
              {sum.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
