"use client";
import { useTranslations } from "next-intl";
import CircularProgress from "@mui/material/CircularProgress";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import RefreshIcon from "@mui/icons-material/Refresh";
import type { PanelLoadState } from "@/lib/shell/panels/load-state";

/**
 * The account switcher's own state while its vendor list is missing: being read, or unreadable
 * with a retry entry — the rest of the user menu works meanwhile. Nothing once the list is there.
 */
export function VendorsLoadState({ loadState, onRetry }: { loadState: PanelLoadState; onRetry: () => void }) {
  const t = useTranslations("errorPages.panel");
  if (loadState.status === "loading")
    return (
      <MenuItem disabled aria-busy>
        <ListItemIcon>
          <CircularProgress size={16} aria-hidden />
        </ListItemIcon>
        <ListItemText>{t("loadingVendors")}</ListItemText>
      </MenuItem>
    );
  if (loadState.status === "failed")
    // The menu stays open: the entry reads the list again in place.
    return (
      <MenuItem onClick={onRetry} data-testid="vendors-retry">
        <ListItemIcon>
          <RefreshIcon fontSize="small" color="error" />
        </ListItemIcon>
        <ListItemText
          primary={t("loadFailed.vendors")}
          secondary={t("retry")}
          slotProps={{ primary: { color: "error", variant: "body2" }, secondary: { variant: "caption" } }}
        />
      </MenuItem>
    );
  return null;
}
