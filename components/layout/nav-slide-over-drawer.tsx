"use client";
import type { ReactNode } from "react";
import Drawer from "@mui/material/Drawer";
import type { SxProps, Theme } from "@mui/material/styles";

/** The navigation below md: a drawer over the page with an overlay; never printed. */
export function NavSlideOverDrawer({
  open,
  onClose,
  paperSx,
  children,
}: {
  open: boolean;
  onClose: () => void;
  paperSx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: paperSx } }}
      sx={{ "@media print": { display: "none" } }}
    >
      {children}
    </Drawer>
  );
}
