"use client";
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

// What no route group's own error page can catch: a failure in a group's layout (the main
// group's user check, say). The root layout still stands, so the page keeps the app's theme.
export default function RootError(props: RouteErrorProps) {
  return <RouteError {...props} back="start" frame="screen" />;
}
