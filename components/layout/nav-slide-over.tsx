"use client";
import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";

// The drawer (MUI's Drawer and Modal) loads when the navigation first slides over, below md: not
// part of every signed-in page's first load (issue 17). Closed, the drawer renders nothing, so the
// page is the same until then.
const NavSlideOverDrawer = dynamic(
  () => import("@/components/layout/nav-slide-over-drawer").then((module) => module.NavSlideOverDrawer),
  { ssr: false },
);

/** The navigation below md: a drawer over the page with an overlay; never printed. */
export function NavSlideOver(props: ComponentProps<typeof NavSlideOverDrawer>) {
  const hasOpened = useHasOpened(props.open);
  return hasOpened ? <NavSlideOverDrawer {...props} /> : null;
}
