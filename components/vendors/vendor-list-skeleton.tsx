"use client";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

/** A list of vendors or members while it is first read (also what the server renders: SWR reads in the browser). */
export function VendorListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Box aria-hidden sx={{ px: 2 }}>
      {Array.from({ length: rows }, (_, row) => (
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
          <Skeleton variant="rounded" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="35%" height={24} />
            <Skeleton width="55%" />
          </Box>
          <Skeleton variant="rounded" width={96} height={30} sx={{ display: { xs: "none", sm: "block" } }} />
        </Box>
      ))}
    </Box>
  );
}
