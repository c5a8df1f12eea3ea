"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import {
  ExportCsvButton,
  FilterSelect,
  SearchField,
  TableLoadState,
  TablePager,
  TableToolbar,
  usePaging,
} from "@/components/events/list-controls";
import { OrdersTable } from "@/components/events/orders-table";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import type { HostEvent } from "@/components/events/types";
import { useOrderActions } from "@/components/events/use-order-actions";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { eventUrl, queryString, useOrders } from "@/lib/swr/use-events";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/events/schema";

/** The event's orders, filtered by status and searched by reference, buyer or email; offline orders are marked paid or cancelled here. */
export function OrdersTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim(), 350);
  const paging = usePaging(20);
  const { data, error, isLoading, mutate } = useOrders(event.id, {
    status: status || undefined,
    search,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const { busy, act } = useOrderActions(event.id, () => void mutate());
  const orders = data?.orders;
  const isFiltered = status !== "" || search !== "";
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
        <OrdersTable
          orders={orders}
          isLoading={isLoading}
          busy={busy}
          onAct={(order, action) => void act(order, action)}
        />
      )}
      {data && data.total > 0 && <TablePager total={data.total} paging={paging} sizes={[20, 50, 100]} />}
    </Paper>
  );
}
