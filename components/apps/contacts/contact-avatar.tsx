"use client";
import Avatar from "@mui/material/Avatar";
import type { SxProps, Theme } from "@mui/material/styles";
import { initials } from "@/lib/contacts/contact-list";

const TINTS = ["primary", "secondary", "success", "info", "warning", "error"] as const;

/** A stable tint per name, so a contact without a photo keeps its colour. */
function tintOf(name: string): (typeof TINTS)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return TINTS[Math.abs(hash) % TINTS.length];
}

/** The contact's photo, or its initials on a tint of the theme (readable in light and dark). */
export function ContactAvatar({
  name,
  avatar,
  size,
  sx,
}: {
  name: string;
  avatar: string | null;
  size: number;
  sx?: SxProps<Theme>;
}) {
  const tint = tintOf(name);
  return (
    <Avatar
      src={avatar ?? undefined}
      alt=""
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 600,
          bgcolor: `${tint}.main`,
          color: `${tint}.contrastText`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(name)}
    </Avatar>
  );
}
