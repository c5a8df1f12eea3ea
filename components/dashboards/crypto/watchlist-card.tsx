"use client";
import { useLocale, useTranslations } from "next-intl";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatUsd, priceDecimals } from "@/components/dashboards/crypto/crypto-data";
import { TrendText } from "@/components/dashboards/crypto/trend-text";
import { DashboardCard, DashboardSparkline } from "@/components/dashboards/shared";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { CryptoDashboard, WatchlistItem } from "@/lib/dashboards/crypto";
import { ScrollRegion } from "@/components/ui/scroll-region";

// The watchlist: each coin's price, its change over the last 20 minutes (arrow, sign and colour)
// and those minutes as a sparkline. The table scrolls sideways inside the card on a phone.

export function WatchlistCard({ data }: { data: CryptoDashboard | undefined }) {
  const t = useTranslations("cryptoDashboard.watchlist");
  return (
    <DashboardCard
      title={t("title")}
      subtitle={t("subtitle")}
      loading={!data}
      skeletonHeight={320}
      span={{ md: 12, lg: 8 }}
      padded={false}
    >
      {data && (
        <ScrollRegion label={t("title")}>
          <Table size="small" sx={{ minWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ pl: { xs: 2, sm: 2.5 } }}>
                  {t("coin")}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t("price")}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t("change")}
                </TableCell>
                <TableCell component="th" scope="col" sx={{ pr: { xs: 2, sm: 2.5 } }}>
                  {t("chart")}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.watchlist.map((item) => (
                <WatchlistRow key={item.iso} item={item} />
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </DashboardCard>
  );
}

function WatchlistRow({ item }: { item: WatchlistItem }) {
  const t = useTranslations("cryptoDashboard.watchlist");
  const locale = useLocale();
  const { format } = useDateFormat();
  const points = item.series[0]?.data ?? [];
  const usd = (value: number) => formatUsd(value, locale, priceDecimals(value));
  return (
    <TableRow sx={{ "&:last-child td, &:last-child th": { borderBottom: 0 } }}>
      <TableCell component="th" scope="row" sx={{ pl: { xs: 2, sm: 2.5 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {item.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.iso}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
        {usd(item.amount)}
      </TableCell>
      <TableCell align="right">
        <TrendText trend={item.trend} />
      </TableCell>
      <TableCell sx={{ pr: { xs: 2, sm: 2.5 }, width: 160, minWidth: 120 }}>
        <DashboardSparkline
          labels={points.map((point) => format(point.x, "time"))}
          data={points.map((point) => point.y)}
          caption={t("caption", { coin: item.title })}
          labelHeader={t("chart")}
          valueHeader={t("price")}
          format={usd}
          height={40}
          color={item.trend.dir === "up" ? "success" : "error"}
          plotType="bare"
        />
      </TableCell>
    </TableRow>
  );
}
