"use client";
import { useTranslations } from "next-intl";
import IconButton from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";
import MenuIcon from "@mui/icons-material/Menu";

/** The top bar's menu button: opens and closes the navigation (a slide-over below md). */
export function NavigationToggle({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  const t = useTranslations("shell");
  return (
    <Tooltip title={t("toggleNavigation")}>
      <IconButton onClick={onToggle} aria-label={t("toggleNavigation")} aria-expanded={isOpen} color="inherit">
        <MenuIcon />
      </IconButton>
    </Tooltip>
  );
}
