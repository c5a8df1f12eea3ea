"use client";
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

// A failing guest screen (sign-in, sign-up, password reset), in the auth screens' column.
export default function GuestError(props: RouteErrorProps) {
  return <RouteError {...props} back="signIn" frame="plain" />;
}
