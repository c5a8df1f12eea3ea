"use client";
import type { ReactNode } from "react";
import Typography from "@mui/material/Typography";

/** The heading over the account part and the vendor part of a visitor's sign-up. */
export function VendorSectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" component="h2" color="text.secondary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
      {children}
    </Typography>
  );
}
