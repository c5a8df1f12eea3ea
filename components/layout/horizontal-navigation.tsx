"use client";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useState, type MouseEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import dynamic from "next/dynamic";
import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import { NavIcon } from "@/components/layout/nav-icon";
import { isActiveLink, useNavTitle } from "@/components/layout/use-nav-title";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";
import type { NavigationItem } from "@/lib/shell/navigation-types";

// A group's menu (and MUI's Menu, Popover and Modal) loads on its first opening, or as soon as the
// pointer or the focus reaches its button: not part of every signed-in page's first load (issue 17).
const loadHorizontalMenu = () => import("@/components/layout/horizontal-menu").then((module) => module.HorizontalMenu);
const HorizontalMenu = dynamic(loadHorizontalMenu, { ssr: false });

/** Top-level entries in a row; groups open a menu of their links. */
export function HorizontalNavigation({ items, label }: { items: NavigationItem[]; label: string }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 0.5,
        overflowX: "auto",
        scrollbarWidth: "none",
        "@media print": { display: "none" },
      }}
    >
      {items
        .filter((item) => item.type !== "divider")
        .map((item) =>
          item.type === "basic" ? <TopLink key={item.id} item={item} /> : <TopMenu key={item.id} item={item} />,
        )}
    </Box>
  );
}

function TopLink({ item }: { item: NavigationItem }) {
  const pathname = usePathname();
  const title = useNavTitle();
  const isActive = isActiveLink(pathname, item.link);
  return (
    <Button
      component={NextLink}
      href={item.link ?? "#"}
      color="inherit"
      startIcon={<NavIcon name={item.icon} fontSize="small" />}
      aria-current={isActive ? "page" : undefined}
      sx={{ flex: "none", px: 1.5, opacity: isActive ? 1 : 0.8, bgcolor: isActive ? "action.selected" : undefined }}
    >
      {title(item)}
    </Button>
  );
}

function TopMenu({ item }: { item: NavigationItem }) {
  const pathname = usePathname();
  const title = useNavTitle();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasOpened = useHasOpened(anchor !== null);
  const children = (item.children ?? []).flatMap((child) =>
    child.type === "basic" ? [child] : (child.children ?? []).filter((c) => c.type === "basic"),
  );
  const isActive = children.some((child) => isActiveLink(pathname, child.link));
  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadHorizontalMenu()}
        onFocus={() => void loadHorizontalMenu()}
        endIcon={<KeyboardArrowDown fontSize="small" />}
        startIcon={item.icon ? <NavIcon name={item.icon} fontSize="small" /> : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        sx={{ flex: "none", px: 1.5, opacity: isActive ? 1 : 0.8, bgcolor: isActive ? "action.selected" : undefined }}
      >
        {title(item)}
      </Button>
      {hasOpened && (
        <HorizontalMenu anchorEl={anchor} links={children} pathname={pathname} onClose={() => setAnchor(null)} />
      )}
    </>
  );
}
