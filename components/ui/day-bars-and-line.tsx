"use client";
import { useLocale } from "next-intl";
import { BarPlot } from "@mui/x-charts/BarChart";
import { ChartsAxis } from "@mui/x-charts/ChartsAxis";
import { ChartsAxisHighlight } from "@mui/x-charts/ChartsAxisHighlight";
import { ChartsDataProvider, type ChartsDataProviderProps } from "@mui/x-charts/ChartsDataProvider";
import { ChartsGrid } from "@mui/x-charts/ChartsGrid";
import { ChartsLegend } from "@mui/x-charts/ChartsLegend";
import { ChartsSurface } from "@mui/x-charts/ChartsSurface";
import { ChartsTooltip } from "@mui/x-charts/ChartsTooltip";
import { ChartsWrapper } from "@mui/x-charts/ChartsWrapper";
import { LinePlot, MarkPlot } from "@mui/x-charts/LineChart";
import { shortDay } from "@/components/dashboard/date-format";

// The frame of a chart per day (the dashboard's sales, analytics' days): the days along the bottom
// ("12 Mar"), bars and lines on the y axes the caller names, the legend above, a grid, and the
// whole day's figures in the tooltip. Import it only from a plot that next/dynamic loads on
// demand, so MUI X Charts stays out of the first paint.

type Props = Required<Pick<ChartsDataProviderProps, "yAxis" | "series">> & {
  /** Calendar days (YYYY-MM-DD), oldest first. */
  days: string[];
  height: number;
  /** A label every `labelStep` days, counted back from the last day (which always has its label). */
  labelStep: number;
  /** The gap between two days' bars, as a share of a day's width. */
  categoryGapRatio: number;
};

export function DayBarsAndLine({ days, height, labelStep, categoryGapRatio, yAxis, series }: Props) {
  const locale = useLocale();
  return (
    <ChartsDataProvider
      // Hidden from assistive technology (a table carries the numbers): no focus stop inside it.
      disableKeyboardNavigation
      height={height}
      xAxis={[
        {
          id: "days",
          scaleType: "band",
          data: days,
          valueFormatter: (day: string) => shortDay(day, locale),
          tickLabelInterval: (_day: string, index: number) => (days.length - 1 - index) % labelStep === 0,
          categoryGapRatio,
        },
      ]}
      yAxis={yAxis}
      series={series}
    >
      <ChartsWrapper legendPosition={{ vertical: "top", horizontal: "start" }}>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={3} />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
