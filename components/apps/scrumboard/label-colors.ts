import type { SxProps, Theme } from "@mui/material/styles";

// Board labels have no colour column (spec section 3), so each label's colour follows from its id:
// stable across renames and reloads, different enough between a board's handful of labels.
// Trello's palette: soft fills with dark text in light mode, deep fills with light text in dark.
const PALETTE: { light: [string, string]; dark: [string, string] }[] = [
  { light: ["#baf3db", "#164b35"], dark: ["#216e4e", "#dcfff1"] },
  { light: ["#f8e6a0", "#533f04"], dark: ["#7f5f01", "#fff7d6"] },
  { light: ["#fedec8", "#702e00"], dark: ["#a54800", "#fff3eb"] },
  { light: ["#ffd5d2", "#5d1f1a"], dark: ["#ae2e24", "#ffeceb"] },
  { light: ["#dfd8fd", "#352c63"], dark: ["#5e4db2", "#f3f0ff"] },
  { light: ["#cce0ff", "#09326c"], dark: ["#0055cc", "#e9f2ff"] },
  { light: ["#c6edfb", "#164555"], dark: ["#206a83", "#e7f9ff"] },
  { light: ["#d3f1a7", "#37471f"], dark: ["#4c6b1f", "#efffd6"] },
];

function hash(text: string): number {
  let value = 0;
  for (let index = 0; index < text.length; index += 1) value = (value * 31 + text.charCodeAt(index)) >>> 0;
  return value;
}

/** The fill and text colour of a label, for light and dark mode. */
export function labelSx(labelId: string): SxProps<Theme> {
  const { light, dark } = PALETTE[hash(labelId) % PALETTE.length];
  return (theme) => ({
    bgcolor: light[0],
    color: light[1],
    ...theme.applyStyles("dark", { bgcolor: dark[0], color: dark[1] }),
  });
}
