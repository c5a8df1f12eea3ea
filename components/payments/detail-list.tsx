"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { MONO } from "@/components/payments/styles";

export type Detail = { label: string; value: ReactNode; isMono?: boolean };

/** Label and value pairs, side by side (stacked on a phone); a missing value reads as a dash. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, auto) 1fr" },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
            {detail.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              overflowWrap: "anywhere",
              ...(detail.isMono ? { ...MONO, fontSize: "0.8rem" } : {}),
            }}
          >
            {detail.value === null || detail.value === undefined || detail.value === "" ? "—" : detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
