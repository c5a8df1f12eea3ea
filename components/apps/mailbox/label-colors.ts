import { blue, green, grey, indigo, orange, pink, purple, red, teal, yellow } from "@mui/material/colors";
import type { MailLabelColor } from "@/lib/mailbox/constants";

/**
 * The CSS colour of each label colour name (the API stores names, never CSS). Mid shades, which
 * read on both the light and the dark background.
 */
export const LABEL_COLOR_CSS: Record<MailLabelColor, string> = {
  gray: grey[500],
  red: red[500],
  orange: orange[600],
  yellow: yellow[700],
  green: green[600],
  teal: teal[500],
  blue: blue[500],
  indigo: indigo[400],
  purple: purple[400],
  pink: pink[400],
};
