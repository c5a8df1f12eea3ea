"use client";
import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";

/**
 * An icon-only button: `label` is both its accessible name and its tooltip, so a mouse user reads
 * what a screen reader announces.
 */
export function TooltipIconButton({ label, disabled, children, ...props }: { label: string } & IconButtonProps) {
  const button = (
    <IconButton aria-label={label} disabled={disabled} {...props}>
      {children}
    </IconButton>
  );
  // A disabled button gets no pointer events, so the tooltip listens on a wrapper instead; the
  // wrapper only describes the button, the button keeps its own name.
  return (
    <Tooltip title={label} describeChild={disabled}>
      {disabled ? <span style={{ display: "inline-flex" }}>{button}</span> : button}
    </Tooltip>
  );
}
