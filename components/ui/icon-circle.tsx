import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";

/** What a panel led by an icon circle says (an empty tab's `EmptyPanel`, a screen's `NoticePanel`): where to go is `action`. */
export type IconPanelProps = { icon: ReactNode; title: string; text?: string; action?: ReactNode };

/** An icon in a 56px disc above a title (an empty tab, a notice, an order's state): grey unless `sx` colours it. */
export function IconCircle({
  children,
  sx,
  "aria-hidden": ariaHidden,
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
  "aria-hidden"?: boolean;
}) {
  return (
    <Box
      aria-hidden={ariaHidden}
      sx={[
        {
          width: 56,
          height: 56,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: "text.secondary",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
