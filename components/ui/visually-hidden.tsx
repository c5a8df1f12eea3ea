import type { ReactNode } from "react";
import Box from "@mui/material/Box";

/** Text for screen readers only (the same rules as MUI's internal `visuallyHidden`). */
export const visuallyHiddenSx = {
  position: "absolute",
  // Strings: in `sx` a bare 1 would mean 100%.
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Words screen readers read and sighted users do not see (a column's name, a live countdown's minutes); shared so every screen hides them the same way. */
export function VisuallyHidden({
  children,
  component = "span",
  "aria-live": ariaLive,
}: {
  children: ReactNode;
  component?: "span" | "div";
  "aria-live"?: "polite" | "assertive";
}) {
  return (
    <Box component={component} aria-live={ariaLive} sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
