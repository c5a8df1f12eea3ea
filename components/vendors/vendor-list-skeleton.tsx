"use client";
import { ListSkeleton } from "@/components/ui/list-skeleton";

/** A list of vendors or members while it is first read (also what the server renders: SWR reads in the browser). */
export function VendorListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ListSkeleton
      rows={rows}
      pictureSize={40}
      lines={["35%", "55%"]}
      action={{ width: 96, height: 30 }}
      actionFrom="sm"
    />
  );
}
