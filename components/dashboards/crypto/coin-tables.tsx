"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import {
  COINS,
  formatCoinAmount,
  formatUsd,
  priceDecimals,
  walletRows,
  walletsTotal,
} from "@/components/dashboards/crypto/crypto-data";
import { DashboardCard, DashboardDonutChart, StatFigure } from "@/components/dashboards/shared";
import type { Coin, CryptoDashboard } from "@/lib/dashboards/crypto";
import { ScrollRegion } from "@/components/ui/scroll-region";

// The prices of the four coins and the wallets holding them (balance and its value at those
// prices, and the total). Tables scroll sideways inside their card on a narrow phone.

const ISO: Record<Coin, string> = { btc: "BTC", eth: "ETH", bch: "BCH", xrp: "XRP" };

const LAST_ROW_SX = { "&:last-child td, &:last-child th": { borderBottom: 0 } };

/** A coin's name with its ticker under it (the row's header). */
function CoinCell({ coin }: { coin: Coin }) {
  const t = useTranslations("cryptoDashboard.coins");
  return (
    <TableCell component="th" scope="row" sx={{ pl: { xs: 2, sm: 2.5 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(coin)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {ISO[coin]}
      </Typography>
    </TableCell>
  );
}

export function PricesCard({ data }: { data: CryptoDashboard | undefined }) {
  const t = useTranslations("cryptoDashboard.prices");
  const locale = useLocale();
  return (
    <DashboardCard title={t("title")} subtitle={t("subtitle")} loading={!data} span={{ md: 6, lg: 4 }} padded={false}>
      {data && (
        <ScrollRegion label={t("title")}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ pl: { xs: 2, sm: 2.5 } }}>
                  {t("coin")}
                </TableCell>
                <TableCell component="th" scope="col" align="right" sx={{ pr: { xs: 2, sm: 2.5 } }}>
                  {t("price")}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COINS.map((coin) => (
                <TableRow key={coin} sx={LAST_ROW_SX}>
                  <CoinCell coin={coin} />
                  <TableCell align="right" sx={{ pr: { xs: 2, sm: 2.5 }, fontWeight: 600, whiteSpace: "nowrap" }}>
                    {formatUsd(data.prices[coin], locale, priceDecimals(data.prices[coin]))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </DashboardCard>
  );
}

export function WalletsCard({ data }: { data: CryptoDashboard | undefined }) {
  const t = useTranslations("cryptoDashboard.wallets");
  const coinName = useTranslations("cryptoDashboard.coins");
  const locale = useLocale();
  const rows = data ? walletRows(data) : [];
  const total = walletsTotal(rows);
  const usd = (value: number) => formatUsd(value, locale);
  return (
    <DashboardCard
      title={t("title")}
      subtitle={t("subtitle")}
      loading={!data}
      skeletonHeight={360}
      span={{ md: 6, lg: 4 }}
      padded={false}
    >
      {data && (
        <>
          <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 1.5 }}>
            <StatFigure label={t("total")} value={usd(total)} />
          </Box>
          <ScrollRegion label={t("title")}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ pl: { xs: 2, sm: 2.5 } }}>
                    {t("balance")}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right" sx={{ pr: { xs: 2, sm: 2.5 } }}>
                    {t("value")}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.coin} sx={LAST_ROW_SX}>
                    <TableCell component="th" scope="row" sx={{ pl: { xs: 2, sm: 2.5 } }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {coinName(row.coin)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                        {formatCoinAmount(row.balance, ISO[row.coin], locale)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ pr: { xs: 2, sm: 2.5 }, fontWeight: 600, whiteSpace: "nowrap" }}>
                      {usd(row.value)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
          <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
            <DashboardDonutChart
              slices={rows.map((row) => ({ id: row.coin, label: coinName(row.coin), value: row.value }))}
              caption={t("shareCaption")}
              labelHeader={t("coin")}
              valueHeader={t("value")}
              format={usd}
              heights={{ phone: 200, desktop: 200 }}
            />
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
