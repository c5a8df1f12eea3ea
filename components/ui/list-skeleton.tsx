"use client";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

/**
 * A list while it is first read (also what the server renders: SWR reads in the browser): rows of a
 * picture, lines of text (their widths) and an action on the right, hidden below `actionFrom`.
 */
export function ListSkeleton({
  rows,
  pictureSize,
  lines,
  action,
  actionFrom,
}: {
  rows: number;
  pictureSize: number;
  /** The width of each text line; the first is the title. */
  lines: string[];
  action: { width: number; height: number };
  actionFrom: "sm" | "md";
}) {
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
          <Skeleton variant="rounded" width={pictureSize} height={pictureSize} />
          <Box sx={{ flex: 1 }}>
            {lines.map((width, line) => (
              <Skeleton key={line} width={width} height={line === 0 ? 24 : undefined} />
            ))}
          </Box>
          <Skeleton
            variant="rounded"
            width={action.width}
            height={action.height}
            sx={{ display: { xs: "none", [actionFrom]: "block" } }}
          />
        </Box>
      ))}
    </Box>
  );
}
