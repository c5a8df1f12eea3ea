"use client";
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

// A failing sign-out or unlock screen, in the auth screens' column.
export default function SignedInError(props: RouteErrorProps) {
  return <RouteError {...props} back="dashboard" frame="plain" />;
}
