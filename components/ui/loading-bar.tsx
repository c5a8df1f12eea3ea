"use client";
import { useEffect, useState } from "react";
import { subscribeToLoading } from "@/lib/http/loading";
import styles from "@/components/ui/loading-bar.module.css";

/** A thin bar at the top of the window while any API request is pending. */
export function LoadingBar() {
  const [state, setState] = useState<{ isLoading: boolean; progress: number | null }>({
    isLoading: false,
    progress: null,
  });
  useEffect(() => subscribeToLoading(setState), []);
  if (!state.isLoading) return null;
  const isDeterminate = state.progress !== null;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label="loading"
      aria-valuemin={isDeterminate ? 0 : undefined}
      aria-valuemax={isDeterminate ? 100 : undefined}
      aria-valuenow={isDeterminate ? Math.round(state.progress!) : undefined}
    >
      <div
        className={isDeterminate ? styles.bar : `${styles.bar} ${styles.indeterminate}`}
        style={isDeterminate ? { transform: `scaleX(${state.progress! / 100})` } : undefined}
      />
    </div>
  );
}
