"use client";
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

// A failing page of the main group: the shell around it (navigation, top bar, panels) keeps working.
export default function MainError(props: RouteErrorProps) {
  return <RouteError {...props} back="dashboard" frame="card" />;
}
