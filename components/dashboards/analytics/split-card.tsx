"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { splitRows, type SplitName, type SplitRow } from "@/components/dashboards/analytics/analytics-data";
import {
  DashboardCard,
  DashboardDonutChart,
  useNumberFormats,
  type PaletteColor,
} from "@/components/dashboards/shared";
import { usePaletteColor } from "@/components/dashboards/shared/palette";
import type { AnalyticsDashboard } from "@/lib/dashboards/analytics";

// One split of the unique visitors (new vs returning, gender, age, language): a donut of the two
// shares and a table of each group's share and visitors, the groups named in the reader's language.

const SLICE_COLORS: PaletteColor[] = ["primary", "warning"];

export function SplitCard({ name, data }: { name: SplitName; data: AnalyticsDashboard | undefined }) {
  const t = useTranslations("analyticsDashboard");
  const formats = useNumberFormats();
  // The dots take the donut's own colours, so the two always match.
  const colorOf = usePaletteColor();
  const split = data?.[name];
  const title = t(`splits.${name}`);
  const rows = split ? splitRows(split) : [];
  const groupName = (row: SplitRow) => (row.group ? t(`groups.${row.group}`) : row.label);
  const share = (value: number) => formats.percent(value, 0);

  return (
    <DashboardCard
      title={title}
      subtitle={split ? t("splits.uniqueVisitors", { count: formats.number(split.uniqueVisitors, 0) }) : undefined}
      loading={!split}
      skeletonHeight={300}
      span={{ md: 6, xl: 3 }}
    >
      {split && (
        <>
          <DashboardDonutChart
            slices={rows.map((row, index) => ({
              id: row.id,
              label: groupName(row),
              value: row.percent,
              color: SLICE_COLORS[index % SLICE_COLORS.length],
            }))}
            caption={t("splits.caption", { title })}
            labelHeader={t("splits.group")}
            valueHeader={t("splits.share")}
            format={share}
            heights={{ phone: 180, desktop: 200 }}
            hideLegend
          />
          <Table size="small" sx={{ mt: 1.5 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t("splits.group")}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t("splits.share")}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t("splits.visitors")}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.id} sx={{ "&:last-child td, &:last-child th": { borderBottom: 0 } }}>
                  <TableCell component="th" scope="row">
                    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          width: 10,
                          height: 10,
                          borderRadius: "50%",
                          flexShrink: 0,
                          bgcolor: colorOf(SLICE_COLORS[index % SLICE_COLORS.length], index),
                        }}
                      />
                      {groupName(row)}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{share(row.percent)}</TableCell>
                  <TableCell align="right">{formats.number(row.visitors, 0)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </DashboardCard>
  );
}
