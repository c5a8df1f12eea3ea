"use client";
import { createTheme } from "@mui/material/styles";

/**
 * The product's theme: the specification's breakpoints, light and dark schemes switched by a class.
 * Every colour that text is drawn in reads at WCAG AA (4.5:1) on the scheme's page, paper and
 * tinted (hover, selected) backgrounds: MUI's own secondary, warning, info and dark error are too pale
 * for text, so they are darkened (light) or lightened (dark) here.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: "class" },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: "#4f46e5" },
        secondary: { main: "#0f766e" },
        error: { main: "#b91c1c" },
        warning: { main: "#92400e" },
        success: { main: "#166534" },
        info: { main: "#0369a1" },
        background: { default: "#f1f5f9", paper: "#ffffff" },
        text: { primary: "#1e293b", secondary: "#475569" },
        // An avatar without a picture (an avatar group's "+2") writes the page colour on this.
        Avatar: { defaultBg: "#475569" },
      },
    },
    dark: {
      palette: {
        primary: { main: "#818cf8" },
        secondary: { main: "#2dd4bf" },
        error: { main: "#fca5a5" },
        warning: { main: "#fdba74" },
        success: { main: "#86efac" },
        info: { main: "#7dd3fc" },
        background: { default: "#0f172a", paper: "#1e293b" },
        text: { primary: "#f1f5f9", secondary: "#b0bccb" },
        Avatar: { defaultBg: "#94a3b8" },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // A disabled field's helper text says why it is disabled ("Fixed: the event has orders"): it
    // is read, so it keeps the secondary text colour instead of the disabled one (WCAG 1.4.3).
    MuiFormHelperText: {
      styleOverrides: { root: { "&.Mui-disabled": { color: "var(--mui-palette-text-secondary)" } } },
    },
  },
});
