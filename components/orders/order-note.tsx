import type { ReactNode } from "react";
import Typography from "@mui/material/Typography";
import MailOutlineOutlined from "@mui/icons-material/MailOutlineOutlined";

/** A line under the order's state, such as where its email went. */
export function OrderNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center", overflowWrap: "anywhere" }}>
      <MailOutlineOutlined sx={{ fontSize: 18, verticalAlign: "-4px", mr: 0.75 }} aria-hidden />
      {children}
    </Typography>
  );
}
