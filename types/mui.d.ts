// The theme uses CSS variables (cssVariables: true), which turns on the matching types, e.g.
// `theme.vars` and ThemeProvider's `colorSchemeNode`.
import type {} from "@mui/material/themeCssVarsAugmentation";
