"use client";
import { useCallback, useEffect, useId, useRef, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";

type PanelPopoverProps = {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  title: string;
  /** Buttons at the right of the header, on the header's colour. */
  actions?: ReactNode;
  children: ReactNode;
  /**
   * When this changes to a defined value while the panel is open, focus moves to the title, so
   * keyboard and screen-reader users land at the top of the panel's new content instead of on a
   * button that just went away. Leave it undefined for content that focuses itself (a form).
   */
  headingFocusKey?: string;
};

/**
 * The popover the top-bar panels open under their button: a coloured header with the title and
 * the panel's actions, and a body that scrolls. It is a modal dialog (focus stays inside, Escape
 * closes it and focus returns to the button). Below 600 px it spans the screen's width.
 *
 * A control that disables or removes itself when used ("Mark all as read", a deleted row's
 * button) would drop focus to the page body, where the panel no longer hears Escape: a keyboard
 * user would be stuck. So after every change inside the panel, focus that fell out of it goes to
 * the title. A MutationObserver runs before the next input event, so no key press is lost.
 */
export function PanelPopover({ id, anchorEl, onClose, title, actions, children, headingFocusKey }: PanelPopoverProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const attachHeading = useCallback((heading: HTMLHeadingElement | null) => {
    headingRef.current = heading;
    const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
    if (!heading || !dialog) return;
    const observer = new MutationObserver(() => {
      if (focusFellOut(dialog)) heading.focus();
    });
    observer.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
    return () => {
      observer.disconnect();
      headingRef.current = null;
    };
  }, []);
  const previousFocusKey = useRef(headingFocusKey);
  const isOpen = Boolean(anchorEl);
  useEffect(() => {
    if (isOpen && headingFocusKey !== undefined && headingFocusKey !== previousFocusKey.current)
      headingRef.current?.focus();
    previousFocusKey.current = headingFocusKey;
  }, [headingFocusKey, isOpen]);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  return (
    <Popover
      id={id}
      open={isOpen}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      // On a phone the panel is as wide as the screen, so it may touch the edges.
      marginThreshold={isPhone ? 0 : 16}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-modal": true,
          "aria-labelledby": titleId,
          sx: {
            display: "flex",
            flexDirection: "column",
            width: { xs: "100vw", sm: 384 },
            maxWidth: { xs: "100vw", sm: "calc(100% - 32px)" },
            maxHeight: { xs: "calc(100dvh - 64px)", sm: "min(560px, calc(100dvh - 96px))" },
            borderRadius: { xs: 0, sm: 2 },
            overflow: "hidden",
          },
        },
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 0.5,
          minHeight: 56,
          pl: 2.5,
          pr: 1,
          flexShrink: 0,
          bgcolor: "primary.main",
          color: "primary.contrastText",
          // The theme's disabled grey is unreadable on the primary colour.
          "& .MuiIconButton-root.Mui-disabled": { color: "inherit", opacity: 0.45 },
        }}
      >
        <Typography
          ref={attachHeading}
          id={titleId}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ flex: 1, fontWeight: 600, outline: "none" }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto", overscrollBehavior: "contain" }}>{children}</Box>
    </Popover>
  );
}

/**
 * True when the focused control inside the dialog was just disabled or removed. Focus that moved
 * on purpose to another element (the trigger on close, a nested menu) is left alone.
 */
function focusFellOut(dialog: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return dialog.contains(active) && active.matches(":disabled");
}
