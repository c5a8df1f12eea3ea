"use client";
import NextLink from "next/link";
import Button, { type ButtonProps } from "@mui/material/Button";
import Link, { type LinkProps } from "@mui/material/Link";

// MUI's components are client components, so server components cannot hand them NextLink as
// `component`; these wrappers do it on the client side.

/** A MUI Button that navigates with Next's router. */
export function LinkButton(props: ButtonProps & { href: string }) {
  return <Button component={NextLink} {...props} />;
}

/** A MUI text link that navigates with Next's router. */
export function TextLink(props: LinkProps & { href: string }) {
  return <Link component={NextLink} {...props} />;
}
