"use client";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

/** A month grid of placeholders while the calendar's code loads. */
export function CalendarSkeleton() {
  return (
    <Box aria-hidden sx={{ display: "grid", gridTemplateColumns: "repeat(7, 1fr)", gap: 0.5 }}>
      {Array.from({ length: 35 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ height: { xs: 64, md: 104 } }} />
      ))}
    </Box>
  );
}
