"use client";
import { useState } from "react";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";

/**
 * Whether the shell's navigation shows: a side bar (or the horizontal menu) that toggles on md and
 * up, a slide-over below md, and the dense layout's folding. The state lives in the shell, so it
 * survives a change of layout.
 */
export function useShellNavigation() {
  const theme = useTheme();
  // The query answers false on the server and in the first client render (no hydration
  // mismatch); what must look right on the first paint is done with CSS breakpoints instead.
  const isSmallScreen = useMediaQuery(theme.breakpoints.down("md"));
  const [isSidebarOpen, setIsSidebarOpen] = useState(true);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // Dense layout: dense from md up, default on a small screen (below md, spec section 9), until toggled.
  const [denseChoice, setDenseChoice] = useState<boolean | null>(null);
  const isDense = denseChoice ?? !isSmallScreen;
  const isNavOpen = isSmallScreen ? isDrawerOpen : isSidebarOpen;
  const closeDrawer = () => setIsDrawerOpen(false);
  const toggleNavigation = () => (isSmallScreen ? setIsDrawerOpen((open) => !open) : setIsSidebarOpen((open) => !open));

  return {
    isSmallScreen,
    isSidebarOpen,
    isDrawerOpen,
    isDense,
    isNavOpen,
    closeDrawer,
    toggleNavigation,
    setDenseChoice,
  };
}

export type ShellNavigation = ReturnType<typeof useShellNavigation>;
