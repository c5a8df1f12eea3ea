"use client";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";

// What a chart loaded on demand needs around it (the dashboard's sales, analytics' days): its
// height on a phone and wider, a placeholder of that height while MUI X Charts loads (pass it as
// next/dynamic's `loading`), and its numbers as a table for screen readers (the chart is hidden
// from them).

export type ChartHeights = { phone: number; desktop: number };

/** Whether the chart is on a phone, and its height there. Read in the browser only (the chart is not rendered on the server). */
export function useChartSize(heights: ChartHeights): { isPhone: boolean; height: number } {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  return { isPhone, height: isPhone ? heights.phone : heights.desktop };
}

/**
 * Fills its positioned frame while a plot's code loads (next/dynamic's `loading`), for frames
 * whose height is set around the plot. It goes when the plot comes: a skeleton left under a drawn
 * chart would pulse unseen for ever.
 */
export function PlotLoading() {
  return <Skeleton variant="rounded" sx={{ position: "absolute", inset: 0, height: "auto" }} />;
}

/** Where the chart will be, as tall as it: while its data or its code loads. */
export function ChartPlaceholder({ heights }: { heights: ChartHeights }) {
  return <Skeleton variant="rounded" sx={{ height: { xs: heights.phone, sm: heights.desktop } }} />;
}

export type ChartTableRow = { key: string; label: string; cells: string[] };

/**
 * A chart's numbers, one row a point (its label as the row's header), that only screen readers see.
 * Plain table markup: nobody sees its styles, and MUI's Table components were first-load code of
 * the dashboard (issue 17).
 */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ChartTableRow[] }) {
  return (
    <Box sx={visuallyHiddenSx}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
