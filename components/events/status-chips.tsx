"use client";
import { useTranslations } from "next-intl";
import Chip, { type ChipProps } from "@mui/material/Chip";
import type { DisplayStatus } from "@/components/events/format";
import type { OrderStatus } from "@/lib/events/schema";

const EVENT_COLOURS: Record<DisplayStatus, ChipProps["color"]> = {
  draft: "default",
  published: "success",
  ended: "info",
  cancelled: "error",
  archived: "default",
};

/** An event's status as a small coloured label. */
export function EventStatusChip({ status, size = "small" }: { status: DisplayStatus; size?: ChipProps["size"] }) {
  const t = useTranslations("events.status");
  return (
    <Chip
      label={t(status)}
      color={EVENT_COLOURS[status]}
      size={size}
      variant={status === "archived" || status === "ended" ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}

const ORDER_COLOURS: Record<OrderStatus, ChipProps["color"]> = {
  reserved: "info",
  awaiting_payment: "warning",
  completed: "success",
  cancelled: "default",
  expired: "default",
  refunded: "error",
  partially_refunded: "warning",
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const t = useTranslations("events.orderStatus");
  return (
    <Chip
      label={t(status)}
      color={ORDER_COLOURS[status] ?? "default"}
      size="small"
      variant={status === "cancelled" || status === "expired" ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}
