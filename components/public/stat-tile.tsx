import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A number with its label in a tile, as the dashboard shows its figures. */
export function StatTile({
  icon,
  label,
  value,
  colour,
  wide = false,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  colour: "primary" | "secondary" | "warning";
  wide?: boolean;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: 3,
        display: "flex",
        alignItems: "center",
        gap: 2,
        gridColumn: wide ? { xs: "1 / -1", md: "auto" } : undefined,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flex: "none",
          width: 48,
          height: 48,
          borderRadius: 2.5,
          display: "grid",
          placeItems: "center",
          bgcolor: `${colour}.main`,
          color: `${colour}.contrastText`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, fontSize: 26, lineHeight: 1.2, overflowWrap: "anywhere" }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Paper>
  );
}
