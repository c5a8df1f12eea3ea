import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { BuyerOrderStatus, BuyerOrderView } from "@/lib/orders/buyer-view";

const STATUS_COLOR: Record<BuyerOrderStatus, ChipProps["color"]> = {
  reserved: "warning",
  awaiting_payment: "info",
  completed: "success",
  partially_refunded: "success",
  expired: "default",
  cancelled: "default",
  refunded: "default",
};

/** The order's reference, in type a buyer can read out, and its status. */
export async function OrderHeading({ order }: { order: BuyerOrderView["order"] }) {
  const t = await getTranslations("orders");
  return (
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
  );
}
