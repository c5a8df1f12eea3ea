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
