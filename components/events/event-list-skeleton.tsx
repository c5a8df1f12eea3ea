"use client";
import { ListSkeleton } from "@/components/ui/list-skeleton";

/** The events list while it is first read (also what the server renders: SWR reads the list in the browser). */
export function EventListSkeleton() {
  return (
    <ListSkeleton
      rows={4}
      pictureSize={56}
      lines={["40%", "60%", "30%"]}
      action={{ width: 120, height: 28 }}
      actionFrom="md"
    />
  );
}
