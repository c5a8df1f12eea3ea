"use client";
import Avatar from "@mui/material/Avatar";

/** The first letter of a name (a whole character, even outside the Basic Multilingual Plane). */
function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? "?").toLocaleUpperCase();
}

/**
 * A person's picture, or the initial of their name when there is none (or it fails to load).
 * Decorative: the name is always written next to it, so the image has an empty alt.
 */
export function InitialAvatar({
  name,
  src,
  size = 40,
}: {
  name: string;
  src: string | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      src={src || undefined}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: "primary.main",
        color: "primary.contrastText",
      }}
    >
      {initialOf(name)}
    </Avatar>
  );
}
