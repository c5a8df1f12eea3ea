"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TablePagination from "@mui/material/TablePagination";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { FilterSelect } from "@/components/events/list-controls";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import { useTablePaginationLabels } from "@/components/events/table-labels";
import { LoadError } from "@/components/payments/load-error";
import { PaymentCards } from "@/components/payments/payment-cards";
import { PaymentsFilters } from "@/components/payments/payments-filters";
import { PAGE_SIZES, csvQuery, isFiltered, type PaymentsView } from "@/components/payments/payments-query";
import { PaymentsTable } from "@/components/payments/payments-table";
import { PAYMENT_SORTS, type PaymentList } from "@/lib/payments/schema";
import { paymentsUrl, type EventOption } from "@/lib/swr/use-payments";

type Props = {
  view: PaymentsView;
  onChange: (changes: Partial<PaymentsView>) => void;
  today: string;
  timeZone: string;
  list: { data: PaymentList | undefined; error: unknown; isValidating: boolean; retry: () => void };
  events: EventOption[] | undefined;
};

/** Every order with money involved in the period: filters, search, sort, paging in SQL, CSV; a table on wide screens, cards on a phone. */
export function PaymentsList({ view, onChange, today, timeZone, list, events }: Props) {
  const t = useTranslations("payments");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("md"));
  const labels = useTablePaginationLabels();
  const { data, error } = list;
  const payments = data?.payments;
  const total = data?.pagination.total ?? 0;
  const open = (orderId: string) => onChange({ orderId });
  const isStale = list.isValidating && Boolean(data);

  // A page past the end (the list shrank since the link was made): the last one there is.
  const lastPage = data?.pagination.lastPage ?? 1;
  useEffect(() => {
    if (payments?.length === 0 && total > 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [payments?.length, total, view.page, lastPage, onChange]);

  return (
    <Paper variant="outlined" component="section" sx={{ overflow: "hidden" }}>
      <TabHeader title={t("list.title")} subtitle={data ? t("list.count", { count: total }) : t("list.subtitle")} />
      <PaymentsFilters view={view} onChange={onChange} events={events} csvHref={paymentsUrl(csvQuery(view, today))} />
      {isPhone && (
        <Box sx={{ px: 2, pb: 2 }}>
          <FilterSelect
            label={t("list.sortBy")}
            value={`${view.sort}:${view.order}`}
            onChange={(value) => {
              const [sort, order] = value.split(":") as [PaymentsView["sort"], PaymentsView["order"]];
              onChange({ sort, order });
            }}
            width={240}
          >
            {PAYMENT_SORTS.flatMap((sort) =>
              (["desc", "asc"] as const).map((order) => (
                <MenuItem key={`${sort}:${order}`} value={`${sort}:${order}`}>
                  {t(`list.sorts.${sort}.${order}`)}
                </MenuItem>
              )),
            )}
          </FilterSelect>
        </Box>
      )}
      {error && !data ? (
        <LoadError message={t("list.loadFailed")} onRetry={list.retry} sx={{ mx: 2, mb: 2 }} />
      ) : !payments ? (
        <Box sx={{ px: 2, pb: 2 }} aria-busy="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} variant="rounded" height={isPhone ? 88 : 48} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : payments.length === 0 ? (
        <EmptyPanel
          icon={<ReceiptLongOutlined />}
          title={isFiltered(view) ? t("list.noMatchTitle") : t("list.emptyTitle")}
          text={isFiltered(view) ? t("list.noMatchText") : t("list.emptyText")}
          action={
            isFiltered(view) ? (
              <Button
                variant="outlined"
                onClick={() => onChange({ status: "", provider: "", eventId: "", search: "" })}
                sx={{ mt: 1 }}
              >
                {t("list.clearFilters")}
              </Button>
            ) : undefined
          }
        />
      ) : isPhone ? (
        <PaymentCards payments={payments} onOpen={open} timeZone={timeZone} isStale={isStale} />
      ) : (
        <PaymentsTable
          payments={payments}
          view={view}
          onSort={onChange}
          onOpen={open}
          timeZone={timeZone}
          isStale={isStale}
        />
      )}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(view.page, Math.max(1, lastPage)) - 1}
          onPageChange={(_event, next) => onChange({ page: next + 1 })}
          rowsPerPage={view.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onRowsPerPageChange={(changeEvent) => onChange({ pageSize: Number(changeEvent.target.value) })}
          {...labels}
          sx={{ borderTop: 1, borderColor: "divider" }}
        />
      )}
    </Paper>
  );
}
