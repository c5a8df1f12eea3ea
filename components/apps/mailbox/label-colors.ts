import { blue, deepOrange, green, grey, indigo, pink, purple, red, teal } from "@mui/material/colors";
import type { MailLabelColor } from "@/lib/mailbox/constants";

/**
 * The CSS colour of each label colour name (the API stores names, never CSS). Dark shades: a
 * label's chip writes its name in white on the colour, which reads at WCAG AA (4.5:1 or more)
 * on each of them; MUI has no yellow that dark, so yellow is a deep ochre.
 */
export const LABEL_COLOR_CSS: Record<MailLabelColor, string> = {
  gray: grey[700],
  red: red[800],
  orange: deepOrange[900],
  yellow: "#806600",
  green: green[800],
  teal: teal[800],
  blue: blue[800],
  indigo: indigo[600],
  purple: purple[700],
  pink: pink[800],
};
