"use client";
import { useId, type MouseEvent, type ReactNode, type Ref } from "react";
import { CountBadge } from "@/components/shell/panels/count-badge";
import { TooltipIconButton } from "@/components/shell/panels/tooltip-icon-button";

type PanelTriggerProps = {
  /** The accessible name and tooltip, e.g. "Notifications". */
  label: string;
  icon: ReactNode;
  isOpen: boolean;
  /** The id of what the button opens, while it is open. */
  controls?: string;
  /** "dialog" for a popover panel; omitted for the search bar, which opens in place. */
  hasPopup?: "dialog";
  /** Shown as a badge only above 0 (specification, section 2). */
  badgeCount?: number;
  /** Read to screen readers with the button, e.g. "3 unread"; the badge itself is visual. */
  badgeDescription?: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Starts loading what the button opens (when that loads on demand) as the pointer or focus arrives. */
  onPreload?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** A top-bar button that opens one of the shell's panels. */
export function PanelTrigger({
  label,
  icon,
  isOpen,
  controls,
  hasPopup,
  badgeCount = 0,
  badgeDescription,
  onClick,
  onPreload,
  ref,
}: PanelTriggerProps) {
  const descriptionId = useId();
  const hasBadge = badgeCount > 0;
  return (
    <>
      <TooltipIconButton
        ref={ref}
        label={label}
        color="inherit"
        aria-haspopup={hasPopup}
        aria-expanded={isOpen}
        aria-controls={isOpen ? controls : undefined}
        aria-describedby={hasBadge && badgeDescription ? descriptionId : undefined}
        onClick={onClick}
        onPointerEnter={onPreload}
        onFocus={onPreload}
      >
        <CountBadge count={badgeCount}>{icon}</CountBadge>
      </TooltipIconButton>
      {hasBadge && badgeDescription && (
        <span id={descriptionId} hidden>
          {badgeDescription}
        </span>
      )}
    </>
  );
}
