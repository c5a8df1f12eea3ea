"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";

/**
 * A region that scrolls sideways (a wide table on a phone). It takes the keyboard focus, so a
 * keyboard user can scroll it with the arrow keys too (WCAG 2.1.1), and is named by what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: "auto",
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
      }}
    >
      {children}
    </Box>
  );
}
