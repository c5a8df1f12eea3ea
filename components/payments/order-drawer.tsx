"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { apiStatus } from "@/components/events/api-error";
import { DrawerSection } from "@/components/payments/drawer-section";
import { LoadError } from "@/components/payments/load-error";
import { OrderAttendees } from "@/components/payments/order-attendees";
import { OrderFacts } from "@/components/payments/order-facts";
import { OrderItems } from "@/components/payments/order-items";
import { OrderSummary } from "@/components/payments/order-summary";
import { OrderTimeline } from "@/components/payments/order-timeline";
import { RefundDialog } from "@/components/payments/refund-dialog";
import { MONO } from "@/components/payments/styles";
import { useOrderDetail } from "@/lib/swr/use-payments";

/**
 * One order in full beside the list (the whole screen on a phone): its money and actions, items,
 * tickets, buyer, source, provider ids and timeline. `orderId` "" keeps it closed; the id lives in
 * the URL, so a link opens the same order.
 */
export function OrderDrawer({
  orderId,
  onClose,
  timeZone,
}: {
  orderId: string;
  onClose: () => void;
  timeZone: string;
}) {
  const t = useTranslations("payments.drawer");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  // While the drawer slides shut (`orderId` is already ""), it keeps showing the order it showed.
  const [shownId, setShownId] = useState(orderId);
  if (orderId && orderId !== shownId) setShownId(orderId);
  const { data, error, mutate } = useOrderDetail(shownId);
  const [isRefunding, setRefunding] = useState(false);
  const order = data?.order.id === shownId ? data.order : undefined;

  return (
    <Drawer
      anchor="right"
      open={orderId !== ""}
      onClose={onClose}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-labelledby": "order-drawer-title",
          sx: { width: isPhone ? "100%" : 560, maxWidth: "100%" },
        },
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          position: "sticky",
          top: 0,
          zIndex: 1,
          bgcolor: "background.paper",
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t("heading")}
          </Typography>
          <Typography
            id="order-drawer-title"
            component="h2"
            variant="h6"
            sx={{ ...MONO, fontWeight: 700, lineHeight: 1.3 }}
          >
            {order?.reference ?? (error ? "" : <Skeleton width={140} />)}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t("close")} edge="end">
          <CloseOutlined />
        </IconButton>
      </Box>
      {error && !order ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          {apiStatus(error) === 404 ? (
            <Typography color="text.secondary">{t("notFound")}</Typography>
          ) : (
            <LoadError message={t("loadFailed")} onRetry={() => void mutate()} />
          )}
        </Box>
      ) : !order ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, display: "flex", flexDirection: "column", gap: 1.5 }} aria-busy="true">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : (
        <>
          <OrderSummary order={order} onRefund={() => setRefunding(true)} />
          <DrawerSection title={t("items")}>
            <OrderItems order={order} />
          </DrawerSection>
          <DrawerSection title={t("attendees", { count: order.attendees.length })}>
            <OrderAttendees order={order} timeZone={timeZone} />
          </DrawerSection>
          <OrderFacts order={order} timeZone={timeZone} />
          <DrawerSection title={t("timeline")}>
            <OrderTimeline order={order} timeZone={timeZone} />
          </DrawerSection>
          {isRefunding && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
        </>
      )}
    </Drawer>
  );
}
