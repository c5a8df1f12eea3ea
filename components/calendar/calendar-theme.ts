import type { SxProps, Theme } from "@mui/material/styles";

/** The palette as CSS variables when the theme has them, so light and dark follow the `<body>` class. */
const paletteOf = (theme: Theme) => (theme.vars ?? theme).palette;

/** FullCalendar's `--fc-*` colours set to the theme's CSS variables, and the wrapper's type. */
function colourVariables(theme: Theme) {
  const palette = paletteOf(theme);
  return {
    "--fc-border-color": palette.divider,
    "--fc-page-bg-color": palette.background.paper,
    "--fc-neutral-bg-color": theme.alpha(palette.text.primary, 0.04),
    "--fc-neutral-text-color": palette.text.secondary,
    "--fc-today-bg-color": theme.alpha(palette.primary.main, 0.05),
    "--fc-highlight-color": theme.alpha(palette.primary.main, 0.14),
    "--fc-now-indicator-color": palette.error.main,
    "--fc-list-event-hover-bg-color": palette.action.hover,
    "--fc-event-bg-color": palette.primary.main,
    "--fc-event-border-color": palette.primary.main,
    "--fc-event-text-color": palette.primary.contrastText,
    "--fc-event-selected-overlay-color": "rgba(0, 0, 0, 0.12)",
    "--fc-more-link-bg-color": "transparent",
    "--fc-more-link-text-color": palette.primary.main,
    "--fc-small-font-size": "0.75rem",
    "--fc-non-business-color": "transparent",
    fontFamily: theme.typography.fontFamily,
    fontSize: "0.875rem",
    color: palette.text.primary,
  };
}

/** Links keep the text colour (a day's number links to its day); focus shows in the primary colour. */
function linkStyles(theme: Theme) {
  const palette = paletteOf(theme);
  return {
    "& .fc a": { color: "inherit", textDecoration: "none" },
    "& .fc a[data-navlink]:hover": { color: palette.primary.main, textDecoration: "none" },
    "& .fc :focus-visible": { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
  };
}

/** The month, week and day grids: their headers, the time axis and the month's day cells. */
function gridStyles(theme: Theme) {
  const palette = paletteOf(theme);
  return {
    // Grid headers: small caps-like labels as in MUI tables.
    "& .fc .fc-col-header-cell": { backgroundColor: theme.alpha(palette.text.primary, 0.025) },
    "& .fc .fc-col-header-cell-cushion": {
      display: "inline-block",
      px: 0.5,
      py: 1,
      fontSize: "0.75rem",
      fontWeight: 600,
      letterSpacing: "0.04em",
      textTransform: "uppercase",
      color: palette.text.secondary,
    },
    "& .fc .fc-col-header-cell.fc-day-today .fc-col-header-cell-cushion": { color: palette.primary.main },
    "& .fc .fc-timegrid-slot-label-cushion, & .fc .fc-timegrid-axis-cushion": {
      fontSize: "0.75rem",
      color: palette.text.secondary,
    },
    "& .fc .fc-timegrid-slot": { height: "2.25em" },

    // Month cells: the day number top right, today's in a primary disc.
    "& .fc .fc-daygrid-day-number": {
      fontSize: "0.8125rem",
      fontWeight: 500,
      minWidth: 26,
      height: 26,
      m: 0.5,
      p: 0,
      display: "grid",
      placeItems: "center",
      borderRadius: "50%",
      color: palette.text.secondary,
    },
    "& .fc .fc-day-today .fc-daygrid-day-number": {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      fontWeight: 700,
    },
    "& .fc .fc-day-other .fc-daygrid-day-top": { opacity: 0.5 },
    "& .fc .fc-daygrid-day.fc-day-today, & .fc .fc-timegrid-col.fc-day-today": {
      backgroundColor: "var(--fc-today-bg-color)",
    },
    "& .fc .fc-daygrid-day-frame": { minHeight: { xs: 64, md: 104 } },
    "& .fc .fc-daygrid-more-link": { fontWeight: 600, fontSize: "0.75rem", px: 0.5 },
  };
}

/** Events: rounded blocks in the status colour (ended, draft, cancelled by their look class). */
function eventStyles(theme: Theme) {
  const palette = paletteOf(theme);
  const block = (look: string) => `& .fc-h-event.hd-event--${look}, & .fc-v-event.hd-event--${look}`;
  // Opaque tints (mixed into the paper, not transparent), so overlapping events in the week view stay legible.
  const tint = (colour: string, percent: number) =>
    `color-mix(in srgb, ${colour} ${percent}%, ${palette.background.paper})`;
  return {
    "& .fc .hd-event": {
      borderRadius: "6px",
      borderWidth: 1,
      cursor: "pointer",
      boxShadow: "none",
      fontSize: "0.75rem",
      lineHeight: 1.35,
    },
    "& .fc-h-event.hd-event": { mx: "3px", mb: "2px", px: 0.5 },
    "& .fc-v-event.hd-event": { px: 0.25, boxShadow: `0 0 0 1px ${palette.background.paper}` },
    "& .fc .hd-event-body": {
      display: "flex",
      alignItems: "baseline",
      gap: 0.5,
      minWidth: 0,
      overflow: "hidden",
      whiteSpace: "nowrap",
    },
    "& .fc .hd-event-body--stacked": {
      flexDirection: "column",
      alignItems: "flex-start",
      gap: 0,
      whiteSpace: "normal",
      py: 0.25,
    },
    "& .fc .hd-event-time": { fontWeight: 400, opacity: 0.85, flex: "none" },
    "& .fc .hd-event-title": { fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis", minWidth: 0 },
    "& .fc .hd-event-tag": {
      flex: "none",
      ml: 0.5,
      px: 0.5,
      borderRadius: "4px",
      border: "1px solid currentColor",
      fontSize: "0.625rem",
      fontWeight: 700,
      lineHeight: 1.5,
      letterSpacing: "0.04em",
      textTransform: "uppercase",
      textDecoration: "none",
      display: "inline-block",
    },
    "& .fc .hd-event-body--stacked .hd-event-tag": { ml: 0, mt: 0.25 },
    [block("ended")]: {
      backgroundColor: tint(palette.primary.main, 16),
      borderColor: "transparent",
      color: palette.text.primary,
      "& .fc-event-main": { color: palette.text.primary },
    },
    [block("draft")]: {
      backgroundColor: tint(palette.text.primary, 4),
      borderColor: palette.text.secondary,
      borderStyle: "dashed",
      "& .fc-event-main": { color: palette.text.secondary },
    },
    [block("cancelled")]: {
      backgroundColor: tint(palette.error.main, 9),
      borderColor: "transparent",
      "& .fc-event-main": { color: palette.text.disabled },
      "& .hd-event-title, & .hd-event-time": { textDecoration: "line-through" },
    },
  };
}

/** Agenda (list view). */
function agendaStyles(theme: Theme) {
  const palette = paletteOf(theme);
  return {
    "& .fc .fc-list": { borderRadius: 1, overflow: "hidden" },
    "& .fc .fc-list-day-cushion": {
      py: 1,
      px: 2,
      fontWeight: 600,
      backgroundColor: theme.alpha(palette.text.primary, 0.04),
    },
    "& .fc .fc-list-day-side-text": { color: palette.text.secondary, fontWeight: 500 },
    "& .fc .fc-list-event td": { py: 1.25, px: 2 },
    "& .fc .fc-list-event-time": { color: palette.text.secondary, whiteSpace: "nowrap" },
    "& .fc .fc-list-event-title a": { fontWeight: 600 },
    "& .fc .fc-list-event.hd-event--ended .fc-list-event-dot": { borderColor: theme.alpha(palette.primary.main, 0.4) },
    "& .fc .fc-list-event.hd-event--draft .fc-list-event-dot": {
      borderColor: palette.text.secondary,
      borderStyle: "dashed",
      borderWidth: 4,
      borderRadius: "50%",
    },
    "& .fc .fc-list-event.hd-event--draft .fc-list-event-title": { color: palette.text.secondary },
    "& .fc .fc-list-event.hd-event--cancelled .fc-list-event-dot": { borderColor: palette.text.disabled },
    "& .fc .fc-list-event.hd-event--cancelled .fc-list-event-title a": {
      color: palette.text.disabled,
      textDecoration: "line-through",
    },
    "& .fc .hd-event-line": { display: "inline-flex", alignItems: "center", flexWrap: "wrap", gap: 0.5 },
    "& .fc .fc-list-empty": { backgroundColor: "transparent", color: palette.text.secondary, py: 6 },
  };
}

/**
 * Phones: a month cell or a week column is a finger wide. The block's colour and title carry it
 * there; the time and the status tag would push the title out (the day view keeps them).
 */
function phoneStyles(theme: Theme) {
  return {
    [theme.breakpoints.down("sm")]: {
      "& .fc-dayGridMonth-view .hd-event-time, & .fc-timeGridWeek-view .hd-event-time, & .fc-timeGridWeek-view .hd-event-tag":
        { display: "none" },
      "& .fc-h-event.hd-event": { mx: "1px", px: "2px" },
      "& .fc .fc-daygrid-day-number": { minWidth: 22, height: 22, m: "2px", fontSize: "0.75rem" },
      "& .fc .fc-col-header-cell-cushion": { letterSpacing: 0, px: 0 },
      "& .fc .fc-list-event td": { px: 1 },
      "& .fc .fc-list-day-cushion": { px: 1.5 },
    },
  };
}

/** The "+2 more" popover, as an MUI paper. */
function popoverStyles(theme: Theme) {
  const palette = paletteOf(theme);
  return {
    "& .fc .fc-popover": {
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: 1,
      boxShadow: theme.shadows[8],
      overflow: "hidden",
    },
    "& .fc .fc-popover-header": {
      backgroundColor: theme.alpha(palette.text.primary, 0.04),
      px: 1.5,
      py: 1,
      fontWeight: 600,
    },
    "& .fc .fc-popover-close": { opacity: 0.7 },
  };
}

/**
 * FullCalendar in the MUI theme. FullCalendar reads its colours from `--fc-*` custom properties,
 * so they are set to the theme's CSS variables on the wrapper: light and dark (and the colour
 * themes) then follow the `<body>` class with no re-render. The rest aligns type, spacing and
 * shapes with the MUI components around it. Event colours come from each event's look class.
 */
export const calendarSx: SxProps<Theme> = (theme) => ({
  ...colourVariables(theme),
  ...linkStyles(theme),
  ...gridStyles(theme),
  ...eventStyles(theme),
  ...agendaStyles(theme),
  ...phoneStyles(theme),
  ...popoverStyles(theme),
});
