// Styles the events screens share, so their tables and codes look alike.

/** A column that only has room from the tablet size up (its content folds into the first cell below). */
export const HIDE_ON_PHONE = { display: { xs: "none", md: "table-cell" } } as const;

/** A column that only has room on a wide screen. */
export const HIDE_BELOW_LG = { display: { xs: "none", lg: "table-cell" } } as const;

/** The font of ticket codes, order references and promo codes: monospaced, so they read character by character. */
export const CODE_FONT = "ui-monospace, SFMono-Regular, Menlo, monospace";
