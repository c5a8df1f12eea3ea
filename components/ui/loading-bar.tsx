"use client";
import { useEffect, useState } from "react";
import LinearProgress from "@mui/material/LinearProgress";
import { subscribeToLoading } from "@/lib/http/loading";

/** A thin bar at the top of the window while any API request is pending. */
export function LoadingBar() {
  const [state, setState] = useState<{ isLoading: boolean; progress: number | null }>({
    isLoading: false,
    progress: null,
  });
  useEffect(() => subscribeToLoading(setState), []);
  if (!state.isLoading) return null;
  return (
    <LinearProgress
      aria-label="loading"
      variant={state.progress === null ? "indeterminate" : "determinate"}
      value={state.progress ?? undefined}
      sx={{ position: "fixed", top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
