"use client";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { TRACKING_STORAGE_KEY, trackingDataFrom } from "@/lib/tracking/tracking-data";

/** On every change of the query, stores the present tracking parameters as one record (spec section 2). */
export function TrackingRecorder() {
  const searchParams = useSearchParams();
  useEffect(() => {
    const data = trackingDataFrom(new URLSearchParams(searchParams));
    if (data) sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(data));
  }, [searchParams]);
  return null;
}
