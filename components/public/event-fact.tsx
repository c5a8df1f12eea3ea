import type { ReactNode } from "react";
import styles from "./event-fact.module.css";

/**
 * One term of a facts list (the event page's when, where, who; the order page's details) with its
 * icon. The group is a `<div>` holding only its `<dt>` and `<dd>` (what a `<dl>` may hold); the icon
 * sits in the term, drawn in the group's left column. `compact` draws a smaller icon (the order page).
 * Plain HTML and CSS (no MUI), so the cached event page can use it.
 */
export function EventFact({
  icon,
  term,
  compact = false,
  children,
}: {
  icon: ReactNode;
  term: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={compact ? `${styles.fact} ${styles.compact}` : styles.fact}>
      <dt className={styles.term}>
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
        {term}
      </dt>
      <dd className={styles.detail}>{children}</dd>
    </div>
  );
}
