import type { ReactNode } from "react";
import styles from "./stat-tile.module.css";

/** A number with its label in a tile, as the dashboard shows its figures. */
export function StatTile({
  icon,
  label,
  value,
  colour,
  wide = false,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  colour: "primary" | "secondary" | "warning";
  wide?: boolean;
}) {
  return (
    <li className={wide ? `${styles.tile} ${styles.wide}` : styles.tile}>
      <span aria-hidden className={`${styles.icon} ${styles[colour]}`}>
        {icon}
      </span>
      <div className={styles.text}>
        <p className={styles.value}>{value}</p>
        <p className={styles.label}>{label}</p>
      </div>
    </li>
  );
}
