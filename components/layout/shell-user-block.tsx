"use client";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export type ShellUser = { name: string; email: string; avatar: string | null };

/** The signed-in user at the head or foot of a vertical navigation; only the avatar when narrow. */
export function ShellUserBlock({ user, isNarrow }: { user: ShellUser; isNarrow: boolean }) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        p: 2,
        minWidth: 0,
        flexDirection: isNarrow ? "column" : "row",
      }}
    >
      <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: "primary.light" }}>
        {user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      {!isNarrow && (
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
            {user.name}
          </Typography>
          <Typography noWrap sx={{ fontSize: 12, opacity: 0.7 }}>
            {user.email}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
