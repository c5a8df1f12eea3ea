// The CSS of the colour themes (lib/shell/themes.ts): each is a `theme-*` class on <body> that swaps
// the primary palette's CSS variables, so a theme change needs no re-render and no second MUI theme.
import { THEME_COLOURS } from "@/lib/shell/themes";

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, target: number, amount: number): string {
  const channels = hexToRgb(hex).map((channel) => Math.round(channel + (target - channel) * amount));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance (WCAG) to pick readable text on the colour. */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

function primaryVariables(main: string): string {
  const light = mix(main, 255, 0.2);
  const dark = mix(main, 0, 0.2);
  // Whichever of white and the dark text reads better on the colour (the dark scheme's light
  // primaries need the dark text to reach WCAG AA's 4.5:1).
  const contrast = contrastRatio(main, "#ffffff") >= contrastRatio(main, "#0f172a") ? "#ffffff" : "#0f172a";
  const channel = (hex: string) => hexToRgb(hex).join(" ");
  return [
    `--mui-palette-primary-main:${main}`,
    `--mui-palette-primary-light:${light}`,
    `--mui-palette-primary-dark:${dark}`,
    `--mui-palette-primary-contrastText:${contrast}`,
    `--mui-palette-primary-mainChannel:${channel(main)}`,
    `--mui-palette-primary-lightChannel:${channel(light)}`,
    `--mui-palette-primary-darkChannel:${channel(dark)}`,
    `--mui-palette-primary-contrastTextChannel:${channel(contrast)}`,
  ].join(";");
}

/** The CSS for every theme class, light and dark (both classes sit on <body>). */
export function themeClassesCss(): string {
  return Object.entries(THEME_COLOURS)
    .map(
      ([name, colours]) =>
        `body.${name}{${primaryVariables(colours.light)}}body.dark.${name}{${primaryVariables(colours.dark)}}`,
    )
    .join("\n");
}
