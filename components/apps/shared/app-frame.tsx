"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Close from "@mui/icons-material/Close";
import MenuOpen from "@mui/icons-material/MenuOpen";

const SIDEBAR_WIDTH = 264;
const DETAIL_WIDTH = 440;
/** The shell's sticky top bar: sticky panes start below it. */
const TOP_BAR_HEIGHT = 64;

type Props = {
  title: string;
  /** Shown beside the title ("42 contacts"). */
  count?: ReactNode;
  /** Buttons at the header's end (Add contact, Compose …). */
  actions?: ReactNode;
  /** The app's own navigation (folders, labels): beside the content on md+, a drawer below. */
  sidebar?: ReactNode;
  /** The accessible name of the sidebar and of its toggle ("Folders"). */
  sidebarLabel?: string;
  /** The selected item: a pane beside the list on lg+, a drawer (full screen on a phone) below. */
  detail?: ReactNode;
  detailOpen?: boolean;
  onDetailClose?: () => void;
  /** The accessible name of the detail pane ("Contact"). */
  detailLabel?: string;
  children: ReactNode;
};

/**
 * The page frame every demo app shares: a header (title, count, actions), the app's sidebar, the
 * list, and the selected item's pane. The page itself scrolls (lists can virtualise against the
 * window); the sidebar and the pane stay in view beside it.
 */
export function AppFrame({
  title,
  count,
  actions,
  sidebar,
  sidebarLabel,
  detail,
  detailOpen = false,
  onDetailClose,
  detailLabel,
  children,
}: Props) {
  const t = useTranslations("appsCommon");
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up("lg"));
  const isExtraWide = useMediaQuery(theme.breakpoints.up("xl"));
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  // Sidebar, list and an open pane side by side leave the list a sliver below xl: the sidebar
  // steps aside into its drawer while the pane is open (as Gmail's folders do).
  const isSidebarDocked = !(detail && detailOpen && isWide && !isExtraWide);
  const dockedDisplay = { xs: "none", md: isSidebarDocked ? "block" : "none" };
  const stickySx = {
    position: "sticky",
    top: TOP_BAR_HEIGHT + 16,
    maxHeight: `calc(100dvh - ${TOP_BAR_HEIGHT + 32}px)`,
    overflowY: "auto",
  } as const;
  const sidebarBody = sidebar && (
    <Box component="nav" aria-label={sidebarLabel} onClick={() => setSidebarOpen(false)}>
      {sidebar}
    </Box>
  );
  const closeLabel = isPhone ? t("back") : t("close");
  const detailHeader = onDetailClose && (
    <Box sx={{ display: "flex", justifyContent: isPhone ? "flex-start" : "flex-end", px: 1, pt: 1 }}>
      <Tooltip title={closeLabel}>
        <IconButton onClick={onDetailClose} aria-label={closeLabel}>
          {isPhone ? <ArrowBack /> : <Close />}
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <Box>
      <Box
        component="header"
        sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: { xs: 2, md: 3 } }}
      >
        {sidebar && (
          <Tooltip title={sidebarLabel ?? t("menu")}>
            <IconButton
              onClick={() => setSidebarOpen(true)}
              aria-label={sidebarLabel ?? t("menu")}
              sx={{ display: { md: isSidebarDocked ? "none" : "inline-flex" }, ml: -1 }}
            >
              <MenuOpen />
            </IconButton>
          </Tooltip>
        )}
        {/* On a phone the count goes under the title, so both fit beside the actions. */}
        <Box
          sx={{
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            alignItems: { xs: "flex-start", sm: "baseline" },
            columnGap: 1.5,
            minWidth: 0,
            // Below 120 px the actions wrap to their own line rather than squeeze the title.
            flex: "1 1 120px",
          }}
        >
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800, maxWidth: "100%" }} noWrap>
            {title}
          </Typography>
          {count !== undefined && (
            <Typography
              color="text.secondary"
              sx={{ fontWeight: 500, fontSize: { xs: 13, sm: 16 }, maxWidth: "100%" }}
              noWrap
            >
              {count}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", maxWidth: "100%" }}>{actions}</Box>}
      </Box>

      <Box sx={{ display: "flex", alignItems: "flex-start", gap: { md: 3 } }}>
        {sidebar && (
          <>
            <Box sx={{ width: SIDEBAR_WIDTH, flex: "none", display: dockedDisplay, ...stickySx }}>{sidebarBody}</Box>
            <Drawer
              open={isSidebarOpen}
              onClose={() => setSidebarOpen(false)}
              sx={{ display: { md: isSidebarDocked ? "none" : "block" } }}
              slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH + 16, p: 2 } } }}
            >
              {sidebarBody}
            </Drawer>
          </>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {detail && isWide && detailOpen && (
          <Paper
            variant="outlined"
            component="section"
            aria-label={detailLabel}
            sx={{ width: DETAIL_WIDTH, flex: "none", ...stickySx }}
          >
            {detailHeader}
            {detail}
          </Paper>
        )}
      </Box>
      {detail && !isWide && (
        <Drawer
          anchor="right"
          open={detailOpen}
          onClose={onDetailClose}
          slotProps={{ paper: { sx: { width: { xs: "100%", sm: DETAIL_WIDTH + 40 } }, "aria-label": detailLabel } }}
        >
          {detailHeader}
          {detail}
        </Drawer>
      )}
    </Box>
  );
}
