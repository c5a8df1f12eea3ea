/**
 * The colour themes (spec section 9): each is a `theme-*` class on <body> that swaps the primary
 * palette's CSS variables, so a theme change needs no re-render and no second MUI theme.
 */
export const THEME_COLOURS = {
  "theme-default": { light: "#4f46e5", dark: "#818cf8" },
  "theme-brand": { light: "#2196f3", dark: "#64b5f6" },
  "theme-teal": { light: "#0d9488", dark: "#2dd4bf" },
  "theme-rose": { light: "#e11d48", dark: "#fb7185" },
  "theme-purple": { light: "#9333ea", dark: "#c084fc" },
  "theme-amber": { light: "#d97706", dark: "#fbbf24" },
} as const;
export type ThemeClass = keyof typeof THEME_COLOURS;
/** The theme classes in the order the settings drawer shows them. */
export const THEME_NAMES = Object.keys(THEME_COLOURS) as [ThemeClass, ...ThemeClass[]];
