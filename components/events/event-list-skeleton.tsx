"use client";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

/** The events list while it is first read (also what the server renders: SWR reads the list in the browser). */
export function EventListSkeleton() {
  return (
    <Box aria-hidden sx={{ px: 2 }}>
      {[0, 1, 2, 3].map((row) => (
        <Box
          key={row}
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 2,
            py: 1.75,
            "& + &": { borderTop: 1, borderColor: "divider" },
          }}
        >
          <Skeleton variant="rounded" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" height={24} />
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </Box>
          <Skeleton variant="rounded" width={120} height={28} sx={{ display: { xs: "none", md: "block" } }} />
        </Box>
      ))}
    </Box>
  );
}
