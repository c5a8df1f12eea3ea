"use client";
import { useTheme } from "@mui/material/styles";
import { SERIES_COLORS, type PaletteColor } from "@/components/dashboards/shared/chart-types";

/** `color` (or the index-th default colour) as a CSS colour of the active theme, light or dark. */
export function usePaletteColor(): (color: PaletteColor | undefined, index: number) => string {
  const theme = useTheme();
  return (color, index) => theme.palette[color ?? SERIES_COLORS[index % SERIES_COLORS.length]].main;
}
