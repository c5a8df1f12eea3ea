import type { ReactNode } from "react";
import styles from "@/components/ui/status-pill.module.css";

// MUI's Chip drawn by CSS alone: a label that is not clickable needs none of Chip's
// JavaScript (ButtonBase, ripple, delete icon), and on the dashboard it was first-load code (issue 17).

export type PillTone = "default" | "success" | "warning" | "error" | "info";

/** A coloured status label, MUI's Chip in looks (filled or outlined, small or medium). */
export function StatusPill({
  tone = "default",
  variant = "filled",
  size = "small",
  children,
  "aria-label": ariaLabel,
}: {
  tone?: PillTone;
  variant?: "filled" | "outlined";
  size?: "small" | "medium";
  children: ReactNode;
  /** What a screen reader says instead of the visible label, when that needs words around it (a bare number). */
  "aria-label"?: string;
}) {
  // A span's own aria-label is not read (it has no role that takes a name): the words go in as
  // visually hidden text, and the bare visible label is hidden from screen readers instead.
  return (
    <span className={styles.pill} data-tone={tone} data-variant={variant} data-size={size}>
      <span className={styles.label} aria-hidden={ariaLabel ? true : undefined}>
        {children}
      </span>
      {ariaLabel && <span className={styles.spoken}>{ariaLabel}</span>}
    </span>
  );
}
