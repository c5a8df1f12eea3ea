"use client";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import IconButton from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";

function subscribeToFullscreen(onChange: () => void) {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
}

const isDocumentFullscreen = () => Boolean(document.fullscreenElement);
// The server cannot know; the page always starts outside fullscreen.
const isFullscreenOnServer = () => false;

/** Enters fullscreen, or leaves it; the console messages are the specification's (section 8). */
async function toggleFullscreen() {
  const root = document.documentElement;
  if (!document.fullscreenEnabled || typeof root.requestFullscreen !== "function") {
    console.error("Fullscreen is not available in this browser.");
    return;
  }
  if (document.fullscreenElement) {
    // Leaving fails only when fullscreen already ended by other means (Escape): nothing to do.
    await document.exitFullscreen().catch(() => undefined);
    return;
  }
  try {
    await root.requestFullscreen();
  } catch {
    console.error("Entering fullscreen mode failed.");
  }
}

/** The top bar's fullscreen toggle; pressed while the page is in fullscreen. */
export function FullscreenToggle() {
  const t = useTranslations("topBar");
  const isFullscreen = useSyncExternalStore(subscribeToFullscreen, isDocumentFullscreen, isFullscreenOnServer);

  return (
    <Tooltip title={t("fullscreen")}>
      <IconButton aria-label={t("fullscreen")} aria-pressed={isFullscreen} onClick={() => void toggleFullscreen()}>
        {isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
