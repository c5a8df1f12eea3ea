"use client";
import Chip from "@mui/material/Chip";
import { usePublicAvailability } from "@/lib/swr/use-public-event";

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
  return <Chip label={label} size="small" color="warning" sx={{ fontWeight: 700 }} />;
}
