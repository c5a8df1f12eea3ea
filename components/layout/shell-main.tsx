"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";

/** The page's content area of every full layout. */
export function ShellMain({ maxWidth, children }: { maxWidth: "lg" | "xl"; children: ReactNode }) {
  return (
    <Box component="main" sx={{ flex: 1, minWidth: 0, py: { xs: 3, md: 4 } }}>
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
