"use client";
import { useLayoutEffect, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";

/**
 * Rows of a fixed height virtualised against the window (the page scrolls, the shell's top bar
 * stays): only the rows in view, and a few around them, are in the page, so only their icons load.
 */
export function useWindowRows<T extends HTMLElement>(count: number, rowHeight: number) {
  const ref = useRef<T>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the rows start on the page: what is above them moves them when the window is resized.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 0.5 ? top : current));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [count]);
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => rowHeight, overscan: 4, scrollMargin });
  return { ref, virtualizer, scrollMargin };
}

/** The element width, followed as the window or a drawer changes it. */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
