"use client";
import NextLink from "next/link";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import ArrowForward from "@mui/icons-material/ArrowForward";

/** A titled part of a help center page, with an optional "see all" link beside its title. */
export function Section({
  id,
  title,
  moreHref,
  moreLabel,
  children,
}: {
  id: string;
  title: string;
  moreHref?: string;
  moreLabel?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 2 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {moreHref && (
          <Button component={NextLink} href={moreHref} size="small" endIcon={<ArrowForward />} sx={{ flex: "none" }}>
            {moreLabel}
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}

export function RowsSkeleton({ rows, height }: { rows: number; height: number }) {
  return (
    <Box aria-hidden sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

export function CardsSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={220} />
      ))}
    </Box>
  );
}
