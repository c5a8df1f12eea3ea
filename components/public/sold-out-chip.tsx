"use client";
import { usePublicAvailability } from "@/lib/swr/use-public-event";
import styles from "./event-intro.module.css";

/** "Sold out" beside the title, from the live availability (the page itself may be minutes old). */
export function SoldOutChip({
  slug,
  soldOutWhenRendered,
  label,
}: {
  slug: string;
  soldOutWhenRendered: boolean;
  label: string;
}) {
  const { data } = usePublicAvailability(slug);
  if (!(data?.soldOut ?? soldOutWhenRendered)) return null;
  return <span className={styles.soldOut}>{label}</span>;
}
