"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { BREAKDOWN_TABS, type BreakdownTab } from "@/components/analytics/analytics-view";
import { BreakdownBars } from "@/components/analytics/breakdown-bars";
import {
  breakdownCsv,
  breakdownOf,
  csvFileName,
  defaultSort,
  rowsOf,
  sortRows,
  type Sort,
} from "@/components/analytics/breakdown-rows";
import { BreakdownTable } from "@/components/analytics/breakdown-table";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import { RetryAlert } from "@/components/ui/retry-alert";
import type { BreakdownRow } from "@/lib/analytics/schema";
import { useAnalyticsBreakdown, type AnalyticsQuery } from "@/lib/swr/use-analytics";

type Props = {
  accountKey: string;
  query: AnalyticsQuery;
  tab: BreakdownTab;
  onTabChange: (tab: BreakdownTab) => void;
  /** The currency revenue sorts and draws in (the period's largest). */
  currency: string | null;
};

/** Saves `text` as a file named `name`, made in the browser (the rows are already here). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The period broken down by event, ticket type, UTM source, medium and campaign, ref, and check-in rate per event. */
export function BreakdownSection({ accountKey, query, tab, onTabChange, currency }: Props) {
  const t = useTranslations("analytics.breakdown");
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useAnalyticsBreakdown(accountKey, breakdownOf(tab), query);
  const [sorts, setSorts] = useState<Partial<Record<BreakdownTab, Sort>>>({});
  // The tab the data on hand belongs to: while another tab's rows load, the previous tab's rows
  // (kept by SWR for a new period) would sit under the wrong column names, so they are not shown.
  const [dataTab, setDataTab] = useState(tab);
  if (data && !isLoading && dataTab !== tab) setDataTab(tab);
  const sort = sorts[tab] ?? defaultSort(tab);
  const labelOf = (row: BreakdownRow) => (row.key === null ? t("direct") : row.label || t("unnamed"));
  const rows = data && dataTab === tab ? sortRows(rowsOf(tab, data.rows), sort, currency, labelOf, locale) : undefined;
  const chartMetric = sort.key === "label" ? defaultSort(tab).key : sort.key;

  function downloadCsv() {
    if (!rows) return;
    const csv = breakdownCsv(tab, rows, {
      labelOf,
      headers: {
        label: t(`dimension.${tab}`),
        metric: (metric) => t(`metrics.${metric}`),
        revenueIn: (code) => t("revenueIn", { currency: code }),
      },
    });
    download(csvFileName(tab, query), csv);
  }

  return (
    <Paper variant="outlined" component="section" aria-label={t("title")} sx={{ overflow: "hidden", minWidth: 0 }}>
      <TabHeader
        title={t("title")}
        subtitle={t(`subtitle.${tab}`)}
        action={
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={downloadCsv}
            disabled={!rows || rows.length === 0}
          >
            {t("download")}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, value: BreakdownTab) => onTabChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t("tabsLabel")}
        sx={{ px: { xs: 0, sm: 1.5 }, borderBottom: 1, borderColor: "divider" }}
      >
        {BREAKDOWN_TABS.map((value) => (
          <Tab key={value} value={value} label={t(`tabs.${value}`)} sx={{ textTransform: "none", fontWeight: 600 }} />
        ))}
      </Tabs>
      {error ? (
        <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} sx={{ m: 2 }} />
      ) : !rows ? (
        <Box sx={{ p: 2 }}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={36} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <EmptyPanel icon={<InsightsOutlined />} title={t(`empty.${tab}`)} text={t("emptyText")} />
      ) : (
        <Box sx={{ pt: 2 }}>
          <BreakdownBars
            rows={rows}
            metric={chartMetric}
            currency={currency}
            labelOf={labelOf}
            name={t(`metrics.${chartMetric}`)}
          />
          <BreakdownTable
            tab={tab}
            rows={rows}
            sort={sort}
            onSort={(next) => setSorts((current) => ({ ...current, [tab]: next }))}
            labelOf={labelOf}
            isStale={isLoading}
          />
        </Box>
      )}
    </Paper>
  );
}
