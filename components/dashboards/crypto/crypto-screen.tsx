"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import RefreshIcon from "@mui/icons-material/Refresh";
import { BtcCard } from "@/components/dashboards/crypto/btc-card";
import { PricesCard, WalletsCard } from "@/components/dashboards/crypto/coin-tables";
import { WatchlistCard } from "@/components/dashboards/crypto/watchlist-card";
import { DashboardFrame, DashboardLoadError } from "@/components/dashboards/shared";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { CryptoDashboard } from "@/lib/dashboards/crypto";
import { useDashboard } from "@/lib/swr/use-dashboards";

// /dashboards/crypto: bitcoin's chart and market figures, the coins' prices, the wallets and the
// watchlist — read from GET /api/dashboards/crypto, whose sample prices move by the minute, so
// the screen reads them again every minute (and on the Refresh button). Skeletons while it
// loads; a failed first read offers Retry.

const REFRESH_MS = 60_000;

export function CryptoScreen() {
  const t = useTranslations("cryptoDashboard");
  const { format } = useDateFormat();
  const { data, error, mutate, isValidating } = useDashboard<CryptoDashboard>("crypto");

  useEffect(() => {
    const timer = window.setInterval(() => void mutate(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [mutate]);

  const prices = data?.btc.series[0]?.data ?? [];
  const asOf = prices.length > 0 ? prices[prices.length - 1].x : null;

  return (
    <DashboardFrame
      title={t("title")}
      subtitle={t("subtitle")}
      actions={
        data && (
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
            {asOf && (
              <Typography variant="body2" color="text.secondary">
                {t("asOf", { time: format(asOf, "time") })}
              </Typography>
            )}
            <Tooltip title={t("refresh")}>
              <span>
                <IconButton aria-label={t("refresh")} onClick={() => void mutate()} disabled={isValidating}>
                  <RefreshIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        )
      }
    >
      {error && !data ? (
        <DashboardLoadError onRetry={() => void mutate()} />
      ) : (
        <>
          <BtcCard data={data} />
          <WalletsCard data={data} />
          <PricesCard data={data} />
          <WatchlistCard data={data} />
        </>
      )}
    </DashboardFrame>
  );
}
