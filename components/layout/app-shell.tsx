"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import MenuIcon from "@mui/icons-material/Menu";
import MenuOpenOutlined from "@mui/icons-material/MenuOpenOutlined";
import { HorizontalNavigation } from "@/components/layout/horizontal-navigation";
import { VerticalNavigation, type NavAppearance } from "@/components/layout/vertical-navigation";
import { Logo } from "@/components/ui/logo";
import type { LayoutName } from "@/lib/shell/layout-resolution";
import type { Navigation, NavigationItem } from "@/lib/shell/navigation-types";

type Tone = "dark" | "light" | "coloured";
type VerticalConfig = {
  kind: "vertical";
  menu: keyof Navigation;
  tone: Tone;
  appearance: NavAppearance;
  width: number;
  /** What sits at the top of the navigation, and at its foot. */
  header: "logo" | "user";
  footer?: "user";
  showAccount?: boolean;
};
type HorizontalConfig = { kind: "horizontal"; style: "centered" | "enterprise" | "material" | "modern" };

const LAYOUTS: Record<Exclude<LayoutName, "empty">, VerticalConfig | HorizontalConfig> = {
  classic: { kind: "vertical", menu: "default", tone: "dark", appearance: "default", width: 280, header: "logo" },
  classy: { kind: "vertical", menu: "default", tone: "light", appearance: "default", width: 280, header: "user" },
  compact: { kind: "vertical", menu: "compact", tone: "dark", appearance: "compact", width: 112, header: "logo" },
  dense: { kind: "vertical", menu: "default", tone: "dark", appearance: "default", width: 280, header: "logo" },
  futuristic: {
    kind: "vertical",
    menu: "futuristic",
    tone: "coloured",
    appearance: "default",
    width: 280,
    header: "logo",
    footer: "user",
  },
  thin: { kind: "vertical", menu: "compact", tone: "dark", appearance: "thin", width: 80, header: "logo" },
  "product-classic": {
    kind: "vertical",
    menu: "product",
    tone: "dark",
    appearance: "default",
    width: 280,
    header: "logo",
    showAccount: true,
  },
  "product-futuristic": {
    kind: "vertical",
    menu: "product",
    tone: "coloured",
    appearance: "default",
    width: 280,
    header: "logo",
    footer: "user",
    showAccount: true,
  },
  centered: { kind: "horizontal", style: "centered" },
  enterprise: { kind: "horizontal", style: "enterprise" },
  material: { kind: "horizontal", style: "material" },
  modern: { kind: "horizontal", style: "modern" },
};

const DENSE_WIDTH = 80;

const toneSx = (tone: Tone) =>
  tone === "dark"
    ? {
        bgcolor: "#111827",
        color: "#e5e7eb",
        "& .Mui-selected": { bgcolor: "rgba(255,255,255,0.1) !important", color: "#fff" },
      }
    : tone === "coloured"
      ? {
          bgcolor: "primary.dark",
          backgroundImage: "linear-gradient(180deg, rgba(0,0,0,0.1), rgba(0,0,0,0.35))",
          color: "primary.contrastText",
          "& .Mui-selected": { bgcolor: "rgba(255,255,255,0.18) !important" },
        }
      : { bgcolor: "background.paper", color: "text.primary", borderRight: 1, borderColor: "divider" };

export type ShellUser = { name: string; email: string; avatar: string | null };

/**
 * Every full layout of the shell (spec section 2): vertical ones with a side navigation, horizontal
 * ones with the navigation in the top area. Below md the navigation is a slide-over with an
 * overlay; in print it is hidden. The element carries `data-layout`.
 */
export function AppShell({
  layout,
  navigation,
  user,
  accountName,
  topBar,
  footerText,
  children,
}: {
  layout: LayoutName;
  navigation: Navigation;
  user: ShellUser;
  accountName: string;
  topBar: ReactNode;
  footerText: string;
  children: ReactNode;
}) {
  const t = useTranslations("shell");
  const theme = useTheme();
  // Both queries answer false on the server and in the first client render (no hydration
  // mismatch); what must look right on the first paint is done with CSS breakpoints instead.
  const isSmallScreen = useMediaQuery(theme.breakpoints.down("md"));
  const isLargeScreen = useMediaQuery(theme.breakpoints.up("lg"));
  const [isSidebarOpen, setIsSidebarOpen] = useState(true);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // Dense layout: dense on large screens, default on smaller ones (spec section 9), until toggled.
  const [denseChoice, setDenseChoice] = useState<boolean | null>(null);
  const isDense = denseChoice ?? isLargeScreen;
  const isNavOpen = isSmallScreen ? isDrawerOpen : isSidebarOpen;
  const closeDrawer = () => setIsDrawerOpen(false);

  if (layout === "empty") {
    return (
      <Box data-layout="empty" sx={{ minHeight: "100dvh" }}>
        {children}
      </Box>
    );
  }

  const config = LAYOUTS[layout];
  const toggleNavigation = (
    <Tooltip title={t("toggleNavigation")}>
      <IconButton
        onClick={() => (isSmallScreen ? setIsDrawerOpen((open) => !open) : setIsSidebarOpen((open) => !open))}
        aria-label={t("toggleNavigation")}
        aria-expanded={isNavOpen}
        color="inherit"
      >
        <MenuIcon />
      </IconButton>
    </Tooltip>
  );
  const footer = (
    <Box
      component="footer"
      sx={{
        py: 2,
        px: 3,
        color: "text.secondary",
        fontSize: 13,
        textAlign: "center",
        "@media print": { display: "none" },
      }}
    >
      {footerText}
    </Box>
  );
  const main = (
    <Box component="main" sx={{ flex: 1, minWidth: 0, py: { xs: 3, md: 4 } }}>
      <Container maxWidth={config.kind === "horizontal" && config.style === "centered" ? "lg" : "xl"}>
        {children}
      </Container>
    </Box>
  );
  const slideOver = (items: NavigationItem[], tone: Tone, header: ReactNode) => (
    <Drawer
      open={isSmallScreen && isDrawerOpen}
      onClose={closeDrawer}
      slotProps={{ paper: { sx: { width: 280, ...toneSx(tone) } } }}
      sx={{ "@media print": { display: "none" } }}
    >
      {header}
      <Box component="nav" aria-label={t("navigation")}>
        <VerticalNavigation items={items} onNavigate={closeDrawer} />
      </Box>
    </Drawer>
  );

  if (config.kind === "horizontal") {
    const isDark = config.style === "enterprise";
    const isColoured = config.style === "material";
    const bar = (
      <Box
        component="header"
        sx={{
          position: "sticky",
          top: 0,
          zIndex: theme.zIndex.appBar,
          ...(isDark
            ? { bgcolor: "#111827", color: "#f9fafb" }
            : isColoured
              ? {
                  bgcolor: "primary.main",
                  color: "primary.contrastText",
                  // The dark scheme's primary is light: a dark band with a primary edge keeps white icons readable.
                  ...theme.applyStyles("dark", {
                    bgcolor: "background.paper",
                    color: "text.primary",
                    borderBottom: 2,
                    borderColor: "primary.main",
                  }),
                }
              : { bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }),
        }}
      >
        <Container
          maxWidth={config.style === "centered" ? "lg" : "xl"}
          // Controls take the header's own text colour (light on the dark and coloured headers),
          // and on a phone the bar's padding shrinks so all of them fit.
          sx={{
            display: "flex",
            alignItems: "center",
            gap: { xs: 0, sm: 1 },
            minHeight: 64,
            px: { xs: 1, sm: 2 },
            "& .MuiIconButton-root": { color: "inherit" },
          }}
        >
          {toggleNavigation}
          {/* On a phone the top bar's controls need the whole width. */}
          <Box
            sx={{ display: { xs: "none", sm: "block" }, "& .brand-name": { display: { xs: "none", md: "inline" } } }}
          >
            <Logo inverted={isDark || isColoured} />
          </Box>
          {config.style === "modern" && isSidebarOpen && (
            <Box sx={{ ml: 2, flex: 1, minWidth: 0, display: { xs: "none", md: "block" } }}>
              <HorizontalNavigation items={navigation.horizontal} label={t("navigation")} />
            </Box>
          )}
          <Box sx={{ flex: { xs: 1, md: config.style === "modern" && isSidebarOpen ? "none" : 1 } }} />
          {topBar}
        </Container>
        {config.style !== "modern" && isSidebarOpen && (
          <Box
            sx={{
              display: { xs: "none", md: "block" },
              borderTop: 1,
              borderColor: isDark || isColoured ? "rgba(255,255,255,0.12)" : "divider",
            }}
          >
            <Container maxWidth={config.style === "centered" ? "lg" : "xl"} sx={{ py: 0.75 }}>
              <HorizontalNavigation items={navigation.horizontal} label={t("navigation")} />
            </Container>
          </Box>
        )}
      </Box>
    );
    return (
      <Box
        data-layout={layout}
        sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}
      >
        {slideOver(
          navigation.default,
          "light",
          <Box sx={{ p: 2.5 }}>
            <Logo />
          </Box>,
        )}
        {bar}
        {main}
        {footer}
      </Box>
    );
  }

  const appearance: NavAppearance = layout === "dense" && isDense && !isSmallScreen ? "thin" : config.appearance;
  const width = layout === "dense" && isDense ? DENSE_WIDTH : config.width;
  const isNarrow = appearance !== "default";
  const userBlock = (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        p: 2,
        minWidth: 0,
        flexDirection: isNarrow ? "column" : "row",
      }}
    >
      <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: "primary.light" }}>
        {user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      {!isNarrow && (
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
            {user.name}
          </Typography>
          <Typography noWrap sx={{ fontSize: 12, opacity: 0.7 }}>
            {user.email}
          </Typography>
        </Box>
      )}
    </Box>
  );
  const navHeader = (
    <Box sx={{ flex: "none" }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: isNarrow ? "center" : "space-between",
          gap: 1,
          px: isNarrow ? 1 : 2.5,
          pt: 2.5,
          pb: 1.5,
        }}
      >
        <Logo inverted={config.tone !== "light"} showName={!isNarrow} />
        {layout === "dense" && !isSmallScreen && !isNarrow && (
          <Tooltip title={t("toggleDense")}>
            <IconButton size="small" color="inherit" onClick={() => setDenseChoice(true)} aria-label={t("toggleDense")}>
              <MenuOpenOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {layout === "dense" && isNarrow && !isSmallScreen && (
        <Box sx={{ display: "flex", justifyContent: "center", pb: 1 }}>
          <Tooltip title={t("toggleDense")} placement="right">
            <IconButton
              size="small"
              color="inherit"
              onClick={() => setDenseChoice(false)}
              aria-label={t("toggleDense")}
            >
              <MenuOpenOutlined fontSize="small" sx={{ transform: "scaleX(-1)" }} />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      {config.header === "user" && userBlock}
      {config.showAccount && !isNarrow && (
        <Box sx={{ mx: 2, mb: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: "rgba(127,127,127,0.14)" }}>
          <Typography
            sx={{ fontSize: 11, opacity: 0.7, textTransform: "uppercase", letterSpacing: "0.08em", fontWeight: 700 }}
          >
            {t("activeAccount")}
          </Typography>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }} data-testid="active-account">
            {accountName}
          </Typography>
        </Box>
      )}
    </Box>
  );
  const navBody = (
    <>
      {navHeader}
      <Box component="nav" aria-label={t("navigation")} sx={{ flex: 1, overflowY: "auto", scrollbarWidth: "thin" }}>
        <VerticalNavigation
          items={navigation[config.menu]}
          appearance={isSmallScreen ? "default" : appearance}
          onNavigate={isSmallScreen ? closeDrawer : undefined}
        />
      </Box>
      {config.footer === "user" && <Box sx={{ borderTop: 1, borderColor: "rgba(255,255,255,0.15)" }}>{userBlock}</Box>}
    </>
  );

  return (
    <Box data-layout={layout} sx={{ minHeight: "100dvh", display: "flex", bgcolor: "background.default" }}>
      <Drawer
        open={isSmallScreen && isDrawerOpen}
        onClose={closeDrawer}
        slotProps={{ paper: { sx: { width: 280, display: "flex", flexDirection: "column", ...toneSx(config.tone) } } }}
        sx={{ "@media print": { display: "none" } }}
      >
        {navBody}
      </Drawer>
      <Box
        sx={{
          width,
          flex: "none",
          position: "sticky",
          top: 0,
          height: "100dvh",
          display: { xs: "none", md: isSidebarOpen ? "flex" : "none" },
          flexDirection: "column",
          transition: theme.transitions.create("width"),
          ...toneSx(config.tone),
          "@media print": { display: "none" },
        }}
      >
        {navBody}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Box
          component="header"
          sx={{
            position: "sticky",
            top: 0,
            zIndex: theme.zIndex.appBar,
            display: "flex",
            alignItems: "center",
            gap: 0.5,
            minHeight: 64,
            px: { xs: 1, sm: 2 },
            bgcolor: "background.paper",
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          {toggleNavigation}
          <Box sx={{ flex: 1 }} />
          {topBar}
        </Box>
        {main}
        {footer}
      </Box>
    </Box>
  );
}
