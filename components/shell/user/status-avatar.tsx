"use client";
import Box from "@mui/material/Box";
import { statusDotColor } from "@/lib/shell/user/status";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { StatusDot } from "@/components/shell/user/status-dot";

/** The user's avatar (or initial) with the status dot on its lower right. */
export function StatusAvatar({
  name,
  avatar,
  status,
  size,
}: {
  name: string;
  avatar: string | null;
  status: string;
  size: number;
}) {
  return (
    <Box component="span" sx={{ position: "relative", display: "inline-flex", flexShrink: 0 }}>
      <InitialAvatar name={name} src={avatar} size={size} />
      <Box component="span" sx={{ position: "absolute", right: -2, bottom: -2 }}>
        <StatusDot color={statusDotColor({ status, avatar })} size={Math.max(8, Math.round(size / 4))} ringed />
      </Box>
    </Box>
  );
}
