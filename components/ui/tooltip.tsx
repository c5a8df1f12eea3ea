"use client";
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from "react";
import { createPortal } from "react-dom";
import styles from "@/components/ui/tooltip.module.css";

// MUI's Tooltip brings Popper and its transitions (≈13 kB gzip) into the first load of every
// signed-in page, since every top-bar button has one; loading it later remounts the button and
// loses its focus (issue 17). This one does what those buttons need: a short label beside the
// trigger, on hover and on keyboard focus, in MUI's colours.

export type TooltipPlacement = "top" | "bottom" | "left" | "right";

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  "aria-describedby"?: string;
};

/** MUI's: long enough that a pointer passing over a row of buttons does not flash every label. */
const ENTER_DELAY_MS = 100;
/** The gap between the trigger and the tooltip, MUI's. */
const GAP_PX = 14;
/** The least distance the tooltip keeps from the viewport's edges. */
const EDGE_PX = 4;

const OPPOSITE: Record<TooltipPlacement, TooltipPlacement> = {
  top: "bottom",
  bottom: "top",
  left: "right",
  right: "left",
};

type Position = { top: number; left: number; placement: TooltipPlacement };
type Size = { width: number; height: number };

function place(anchor: DOMRect, tip: Size, placement: TooltipPlacement): { top: number; left: number } {
  switch (placement) {
    case "top":
      return { top: anchor.top - GAP_PX - tip.height, left: anchor.left + (anchor.width - tip.width) / 2 };
    case "bottom":
      return { top: anchor.bottom + GAP_PX, left: anchor.left + (anchor.width - tip.width) / 2 };
    case "left":
      return { top: anchor.top + (anchor.height - tip.height) / 2, left: anchor.left - GAP_PX - tip.width };
    case "right":
      return { top: anchor.top + (anchor.height - tip.height) / 2, left: anchor.right + GAP_PX };
  }
}

function fits({ top, left }: { top: number; left: number }, tip: Size) {
  return (
    top >= EDGE_PX &&
    left >= EDGE_PX &&
    top + tip.height <= window.innerHeight - EDGE_PX &&
    left + tip.width <= window.innerWidth - EDGE_PX
  );
}

/** Where the tooltip goes: the asked side, else the opposite one when only that fits, kept on screen. */
export function computePosition(anchor: DOMRect, tip: Size, preferred: TooltipPlacement): Position {
  let placement = preferred;
  let point = place(anchor, tip, preferred);
  if (!fits(point, tip)) {
    const flipped = place(anchor, tip, OPPOSITE[preferred]);
    if (fits(flipped, tip)) [placement, point] = [OPPOSITE[preferred], flipped];
  }
  const clamp = (value: number, size: number, room: number) =>
    Math.max(EDGE_PX, Math.min(value, room - size - EDGE_PX));
  return {
    placement,
    top: clamp(point.top, tip.height, window.innerHeight),
    left: clamp(point.left, tip.width, window.innerWidth),
  };
}

/** Focus by keyboard only, as MUI does: a click's focus would otherwise leave the label up. */
function isFocusVisible(element: Element) {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // a browser without :focus-visible: show it rather than never
  }
}

/**
 * A label shown beside its one child on hover (after 100 ms) and on keyboard focus; hidden on
 * Escape, blur, the pointer leaving and any scroll. By default the child already carries the same
 * words as its accessible name (an icon button's aria-label), so the tooltip adds nothing for a
 * screen reader; with `describeChild` the tooltip describes the child (aria-describedby) instead.
 */
export function Tooltip({
  title,
  placement = "bottom",
  describeChild = false,
  children,
}: {
  title: string;
  placement?: TooltipPlacement;
  describeChild?: boolean;
  children: ReactElement<TriggerProps>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  // The trigger the pointer rests on, shown after the delay unless the pointer leaves first.
  const [hovered, setHovered] = useState<HTMLElement | null>(null);

  const hide = useCallback(() => {
    setHovered(null);
    setAnchor(null);
    setPosition(null);
  }, []);

  useEffect(() => {
    if (!hovered) return;
    const timer = setTimeout(() => setAnchor(hovered), ENTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hovered]);

  // Measured before paint, so the tooltip never shows at a wrong place first.
  useLayoutEffect(() => {
    if (!anchor || !tipRef.current) return;
    // offsetWidth/Height: its size without the entering scale transform.
    const size = { width: tipRef.current.offsetWidth, height: tipRef.current.offsetHeight };
    setPosition(computePosition(anchor.getBoundingClientRect(), size, placement));
  }, [anchor, placement, title]);

  useEffect(() => {
    if (!anchor) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    // Fixed to where the trigger was: any scroll (of the page or of a panel) would part them.
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", hide, { capture: true, passive: true });
    window.addEventListener("resize", hide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", hide, { capture: true });
      window.removeEventListener("resize", hide);
    };
  }, [anchor, hide]);

  const own = children.props;
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // A touch "hover" is the tap itself; the button's action answers it, not a label.
      if (event.pointerType === "touch") return;
      setHovered(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (isFocusVisible(event.currentTarget)) setAnchor(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
    ...(describeChild && anchor ? { "aria-describedby": [own["aria-describedby"], id].filter(Boolean).join(" ") } : {}),
  });

  return (
    <>
      {trigger}
      {anchor &&
        createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            className={styles.tooltip}
            data-placement={position?.placement ?? placement}
            data-shown={position ? "" : undefined}
            style={position ? { top: position.top, left: position.left } : undefined}
          >
            {title}
          </div>,
          document.body,
        )}
    </>
  );
}
