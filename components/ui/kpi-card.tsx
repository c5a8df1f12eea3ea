import type { ReactNode } from "react";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Breakpoint, SxProps, Theme } from "@mui/material/styles";

/** The figure's font size per breakpoint. */
export type KpiValueSize = Partial<Record<Breakpoint, string>>;

/** The figure's size on the analytics screen; the dashboard passes its own. */
const VALUE_SIZE: KpiValueSize = { xs: "1.4rem", sm: "1.6rem" };

/**
 * One figure of a row of figures (the dashboard's, analytics'): its name, the figure big, then
 * what the screen adds below it (a hint, how it moved, other currencies).
 */
export function KpiCard({
  label,
  value,
  valueSize = VALUE_SIZE,
  sx,
  children,
}: {
  label: string;
  value: string;
  valueSize?: KpiValueSize;
  /** The card's place in its grid. */
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={[{ p: { xs: 1.75, sm: 2.5 }, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontSize: valueSize,
          fontWeight: 800,
          letterSpacing: "-0.02em",
          lineHeight: 1.3,
          mt: 0.5,
          // A figure reads as one word: "$6,010.30" never breaks in two.
          whiteSpace: "nowrap",
        }}
      >
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

/** A line under a figure that says what it counts. */
export function KpiHint({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={sx}>
      {children}
    </Typography>
  );
}
