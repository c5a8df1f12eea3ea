"use client";
import { useTranslations } from "next-intl";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { OrderRow } from "@/components/events/types";
import type { OrderAction } from "@/components/events/use-order-actions";

/** Mark paid (an offline order awaiting payment) and cancel (a reservation or an order awaiting payment). */
export function OrderRowActions({
  order,
  busy,
  onAct,
}: {
  order: OrderRow;
  /** The id of the order being changed, if any: the buttons wait while one is. */
  busy: string | null;
  onAct: (order: OrderRow, action: OrderAction) => void;
}) {
  const t = useTranslations("events");
  const canMarkPaid = order.status === "awaiting_payment" && order.paymentProvider === "offline";
  const canCancel = order.status === "awaiting_payment" || order.status === "reserved";
  return (
    <>
      {canMarkPaid && (
        <Button
          size="small"
          color="success"
          variant="outlined"
          disabled={busy !== null}
          loading={busy === order.id}
          onClick={() => onAct(order, "mark-paid")}
          aria-label={t("orders.markPaidNamed", { reference: order.reference })}
          sx={{ whiteSpace: "nowrap" }}
        >
          {t("orders.markPaid")}
        </Button>
      )}
      {canCancel && (
        <Tooltip title={t("orders.cancelOrder")}>
          <span>
            <IconButton
              size="small"
              color="error"
              disabled={busy !== null}
              onClick={() => onAct(order, "cancel")}
              aria-label={t("orders.cancelNamed", { reference: order.reference })}
              sx={{ ml: 0.5 }}
            >
              <CancelOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </>
  );
}
