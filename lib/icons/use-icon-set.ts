"use client";
import useSWR from "swr";
import type { IconSet, IconSetKey } from "@/lib/icons/catalog";

/** One icon set with its names (`GET /api/ui/icons/{set}`); the lists never change while the app runs. */
export function useIconSet(set: IconSetKey) {
  return useSWR<IconSet>(`/api/ui/icons/${set}`, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: false,
  });
}
