"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";

// One card of a demo dashboard: a titled <section> (its title names it for screen readers), an
// optional action on the right of the title (a <RangeToggle>, a menu), then its content. While
// the data loads pass `loading` (a skeleton of `skeletonHeight` replaces the content). `span`
// is its width in the dashboard's 12-column grid from `md` up (full width below `md`).

export type CardSpan = { md?: number; lg?: number; xl?: number };

/** The `gridColumn` of a card spanning `span` columns (full width on phones). */
export function spanSx(span: CardSpan = { md: 12 }) {
  const column = (count?: number) => (count ? `span ${count}` : undefined);
  return { xs: "1 / -1", md: column(span.md ?? 12), lg: column(span.lg), xl: column(span.xl) };
}

export function DashboardCard({
  title,
  subtitle,
  action,
  loading = false,
  skeletonHeight = 240,
  span,
  padded = true,
  sx,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  loading?: boolean;
  skeletonHeight?: number;
  span?: CardSpan;
  /** false: the content goes edge to edge (tables, lists with their own rules). */
  padded?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      aria-busy={loading || undefined}
      sx={[
        { gridColumn: spanSx(span), minWidth: 0, display: "flex", flexDirection: "column", overflow: "hidden" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: { xs: "flex-start", sm: "center" },
          gap: 1.5,
          flexWrap: "wrap",
          px: { xs: 2, sm: 2.5 },
          pt: { xs: 2, sm: 2.5 },
          pb: 1.5,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: "1.05rem", lineHeight: 1.4 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, ...(padded ? { px: { xs: 2, sm: 2.5 }, pb: { xs: 2, sm: 2.5 } } : {}) }}>
        {loading ? (
          <Box sx={padded ? undefined : { px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
            <Skeleton variant="rounded" sx={{ height: skeletonHeight }} />
          </Box>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}
