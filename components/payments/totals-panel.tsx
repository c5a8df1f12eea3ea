"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { formatDayRange } from "@/lib/dates/format";
import { LoadError } from "@/components/payments/load-error";
import type { Days } from "@/components/payments/payments-query";
import type { PaymentTotals } from "@/lib/payments/schema";
import { formatMoney } from "@/lib/text/money";

type Props = {
  totals: PaymentTotals["totals"] | undefined;
  error: unknown;
  isValidating: boolean;
  onRetry: () => void;
  days: Days;
  /** "All time": the totals cover the longest period the API reads, which the panel says. */
  isCapped: boolean;
};

const FIGURES = ["gross", "refunded", "net", "pending"] as const;

/** The period's money, one card per currency: gross, refunded, net and pending (awaiting payment). */
export function TotalsPanel({ totals, error, isValidating, onRetry, days, isCapped }: Props) {
  const t = useTranslations("payments.totals");
  const locale = useLocale();
  const range = formatDayRange(days.from, days.to, locale);
  return (
    <Box
      component="section"
      aria-labelledby="payments-totals-title"
      sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      <Box>
        <Typography id="payments-totals-title" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
          {t("title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {isCapped ? t("cappedPeriod", { range }) : range}
        </Typography>
      </Box>
      {error && !totals ? (
        <LoadError message={t("loadFailed")} onRetry={onRetry} />
      ) : !totals ? (
        <Skeleton variant="rounded" height={104} />
      ) : totals.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2.5, color: "text.secondary" }}>
          <Typography variant="body2">{t("empty")}</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, opacity: isValidating ? 0.7 : 1 }}>
          {totals.map((row) => (
            <Paper key={row.currency} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
              <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
                {row.currency}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 1,
                  display: "grid",
                  gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
                  gap: 2,
                }}
              >
                {FIGURES.map((figure) => (
                  <Box key={figure} sx={{ minWidth: 0 }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(figure)}
                    </Typography>
                    <Typography
                      component="dd"
                      sx={{
                        m: 0,
                        fontWeight: 800,
                        fontSize: { xs: "1.15rem", sm: "1.4rem" },
                        fontVariantNumeric: "tabular-nums",
                        overflowWrap: "anywhere",
                        color:
                          figure === "net"
                            ? "text.primary"
                            : figure === "refunded" && row.refunded > 0
                              ? "error.main"
                              : undefined,
                      }}
                    >
                      {formatMoney(row[figure], row.currency, locale)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
