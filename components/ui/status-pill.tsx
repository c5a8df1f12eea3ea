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
  /** When the visible label needs words around it (a bare number). */
  "aria-label"?: string;
}) {
  return (
    <span className={styles.pill} data-tone={tone} data-variant={variant} data-size={size} aria-label={ariaLabel}>
      <span className={styles.label}>{children}</span>
    </span>
  );
}
