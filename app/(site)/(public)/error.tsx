"use client";
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

// A failing public page: the public header and footer stay, with a way back to the home page.
export default function PublicError(props: RouteErrorProps) {
  return <RouteError {...props} back="home" frame="card" />;
}
