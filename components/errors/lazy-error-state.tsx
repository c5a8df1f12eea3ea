"use client";
import dynamic from "next/dynamic";

/**
 * ErrorState (components/errors/error-state.tsx) loaded when shown. The not-found pages render it
 * on the server as before; without this, Turbopack gave each route group's not-found page a chunk
 * of its own with ErrorState, MUI's Paper and Link, in every page's first load next to the same
 * modules of the group's error page (issue 17).
 */
export const LazyErrorState = dynamic(() =>
  import("@/components/errors/error-state").then((module) => module.ErrorState),
);
