"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useFeedback } from "@/components/events/feedback";
import { formatDateTime } from "@/components/events/format";
import {
  ExportCsvButton,
  FilterSelect,
  SearchField,
  TableLoadState,
  TablePager,
  TableToolbar,
  usePaging,
} from "@/components/events/list-controls";
import { formatMoney } from "@/lib/text/money";
import { OrderStatusChip } from "@/components/events/status-chips";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import type { HostEvent, OrderRow } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { eventUrl, queryString, useOrders, useRefreshEvents } from "@/lib/swr/use-events";
import { useConfirm } from "@/components/ui/confirmation";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/events/schema";

const HIDE_ON_PHONE = { display: { xs: "none", md: "table-cell" } } as const;
const HIDE_BELOW_LG = { display: { xs: "none", lg: "table-cell" } } as const;
const MONO = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", letterSpacing: "0.02em" } as const;

/** The event's orders, filtered by status and searched by reference, buyer or email; offline orders are marked paid or cancelled here. */
export function OrdersTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const confirm = useConfirm();
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const errorText = useApiErrorText();
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim(), 350);
  const paging = usePaging(20);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useOrders(event.id, {
    status: status || undefined,
    search,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const orders = data?.orders;
  const isFiltered = status !== "" || search !== "";

  async function act(order: OrderRow, action: "mark-paid" | "cancel") {
    const isMarkPaid = action === "mark-paid";
    const isConfirmed = await confirm({
      title: isMarkPaid
        ? t("orders.markPaidTitle", { reference: order.reference })
        : t("orders.cancelTitle", { reference: order.reference }),
      message: isMarkPaid
        ? t("orders.markPaidMessage", {
            total: formatMoney(order.total, order.currency, locale),
            name: order.buyerName,
            count: order.tickets,
          })
        : t("orders.cancelMessage", { name: order.buyerName, count: order.tickets }),
      icon: isMarkPaid ? { name: "question", color: "success" } : { name: "warning", color: "error" },
      actions: {
        confirm: {
          label: isMarkPaid ? t("orders.markPaid") : t("orders.cancelOrder"),
          color: isMarkPaid ? "success" : "error",
        },
        cancel: { label: t("orders.back") },
      },
      dismissible: true,
    });
    if (!isConfirmed) return;
    setBusy(order.id);
    try {
      await apiFetch(eventUrl(event.id, `/orders/${order.id}`), jsonBody("PATCH", { action }));
      notify(
        isMarkPaid
          ? t("orders.markedPaid", { reference: order.reference })
          : t("orders.cancelled", { reference: order.reference }),
      );
      void mutate();
      void refresh(event.id);
    } catch (actionError) {
      notify(errorText(actionError, t("orders.actionFailed")), "error");
    } finally {
      setBusy(null);
    }
  }

  /** Mark paid (an offline order awaiting payment) and cancel (a reservation or an order awaiting payment). */
  function rowActions(order: OrderRow) {
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
            onClick={() => void act(order, "mark-paid")}
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
                onClick={() => void act(order, "cancel")}
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

  const csvHref = eventUrl(event.id, `/orders${queryString({ format: "csv", status: status || undefined, search })}`);

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <TabHeader
        title={t("orders.title")}
        subtitle={data ? t("orders.count", { count: data.total }) : t("orders.subtitle")}
        action={<ExportCsvButton href={csvHref} />}
      />
      <TableToolbar>
        <SearchField
          value={searchText}
          onChange={paging.resetting(setSearchText)}
          placeholder={t("orders.searchPlaceholder")}
          label={t("orders.search")}
        />
        <FilterSelect
          label={t("orders.statusFilter")}
          value={status}
          onChange={paging.resetting((value) => setStatus(value as OrderStatus | ""))}
          width={220}
        >
          <MenuItem value="">{t("orders.allStatuses")}</MenuItem>
          {ORDER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`orderStatus.${value}`)}
            </MenuItem>
          ))}
        </FilterSelect>
      </TableToolbar>
      <TableLoadState isLoaded={Boolean(data)} error={error} />
      {orders?.length === 0 && (
        <EmptyPanel
          icon={<ReceiptLongOutlined />}
          title={isFiltered ? t("orders.noMatchTitle") : t("orders.emptyTitle")}
          text={isFiltered ? t("orders.noMatchText") : t("orders.emptyText")}
        />
      )}
      {orders && orders.length > 0 && (
        <TableContainer sx={{ opacity: isLoading ? 0.6 : 1 }}>
          <Table size="small" aria-label={t("orders.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("orders.columns.reference")}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t("orders.columns.buyer")}</TableCell>
                <TableCell align="right" sx={HIDE_BELOW_LG}>
                  {t("orders.columns.tickets")}
                </TableCell>
                <TableCell align="right">{t("orders.columns.total")}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t("orders.columns.status")}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t("orders.columns.source")}</TableCell>
                <TableCell align="right" sx={HIDE_ON_PHONE}>
                  <VisuallyHidden>{t("common.actions")}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell
                    sx={{
                      whiteSpace: { md: "nowrap" },
                      verticalAlign: { xs: "top", md: "middle" },
                      minWidth: { xs: 150, md: 0 },
                    }}
                  >
                    <Typography variant="body2" sx={{ ...MONO, fontWeight: 600 }}>
                      {order.reference}
                    </Typography>
                    <Box sx={{ display: { md: "none" }, mt: 0.25 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                        {order.buyerName}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        sx={{ overflowWrap: "anywhere" }}
                      >
                        {order.buyerEmail}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {t("orders.ticketsCount", { count: order.tickets })}
                        {order.utmSource ? ` · ${order.utmSource}` : ""}
                      </Typography>
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(order.createdAt, locale)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...HIDE_ON_PHONE, minWidth: 180, maxWidth: 320 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "break-word" }}>
                      {order.buyerName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                      {order.buyerEmail}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { lg: "none" } }}>
                      {t("orders.ticketsCount", { count: order.tickets })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={HIDE_BELOW_LG}>
                    {order.tickets}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap", verticalAlign: { xs: "top", md: "middle" } }}>
                    {formatMoney(order.total, order.currency, locale)}
                    {order.promoCode && (
                      <Typography variant="caption" color="text.secondary" component="p" sx={MONO}>
                        {order.promoCode}
                      </Typography>
                    )}
                    <Box
                      sx={{
                        display: { xs: "flex", md: "none" },
                        flexDirection: "column",
                        alignItems: "flex-end",
                        gap: 0.75,
                        mt: 0.75,
                      }}
                    >
                      <OrderStatusChip status={order.status} />
                      <Box>{rowActions(order)}</Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>
                    {order.utmSource ?? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t("orders.direct")}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ ...HIDE_ON_PHONE, py: 0.5, whiteSpace: "nowrap" }}>
                    {rowActions(order)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && <TablePager total={data.total} paging={paging} sizes={[20, 50, 100]} />}
    </Paper>
  );
}
