"use client";
import dynamic from "next/dynamic";
import type { RouteErrorProps } from "@/components/errors/route-error";

// Loaded when shown. Turbopack gives each error page a chunk of its own, so this one and the main
// group's (app/(site)/(main)/error.tsx) carried the same ~8 kB (MUI's Box, Paper, Button and
// next/link) twice in every signed-in page's first load (issue 17). This one shows only when a
// group's layout fails, rare enough to load on demand; it looks the same once there.
const RouteError = dynamic(() => import("@/components/errors/route-error").then((module) => module.RouteError));

// What no route group's own error page can catch: a failure in a group's layout (the main
// group's user check, say). The root layout still stands, so the page keeps the app's theme.
export default function RootError(props: RouteErrorProps) {
  return <RouteError {...props} back="start" frame="screen" />;
}
