"use client";
import { useTranslations } from "next-intl";
import { StatusPill, type PillTone } from "@/components/ui/status-pill";
import type { DisplayStatus } from "@/components/events/format";
import type { OrderStatus } from "@/lib/events/schema";

// Labels only, never clickable: StatusPill draws MUI's Chip look with CSS, so these cost the
// dashboard's first load no Chip code (issue 17).

const EVENT_COLOURS: Record<DisplayStatus, PillTone> = {
  draft: "default",
  published: "success",
  ended: "info",
  cancelled: "error",
  archived: "default",
};

/** An event's status as a small coloured label. */
export function EventStatusChip({ status, size = "small" }: { status: DisplayStatus; size?: "small" | "medium" }) {
  const t = useTranslations("events.status");
  return (
    <StatusPill
      tone={EVENT_COLOURS[status]}
      size={size}
      variant={status === "archived" || status === "ended" ? "outlined" : "filled"}
    >
      {t(status)}
    </StatusPill>
  );
}

const ORDER_COLOURS: Record<OrderStatus, PillTone> = {
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
    <StatusPill
      tone={ORDER_COLOURS[status] ?? "default"}
      variant={status === "cancelled" || status === "expired" ? "outlined" : "filled"}
    >
      {t(status)}
    </StatusPill>
  );
}
