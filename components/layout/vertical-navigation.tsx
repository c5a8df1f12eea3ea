"use client";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { Tooltip } from "@/components/ui/tooltip";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { NavIcon } from "@/components/layout/nav-icon";
import { isActiveLink, useNavTitle } from "@/components/layout/use-nav-title";
import type { NavigationItem } from "@/lib/shell/navigation-types";

/** default: icon and title; compact: icon with the title under it; thin: icon only (title in a tooltip). */
export type NavAppearance = "default" | "compact" | "thin";

/** Groups and collapsables flattened to their links, for the narrow appearances. */
function links(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) =>
    item.type === "basic" ? [item] : item.type === "divider" ? [] : links(item.children ?? []),
  );
}

export function VerticalNavigation({
  items,
  appearance = "default",
  onNavigate,
}: {
  items: NavigationItem[];
  appearance?: NavAppearance;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const title = useNavTitle();

  if (appearance !== "default") {
    return (
      <List disablePadding sx={{ px: 1, py: 1 }}>
        {links(items).map((item) => {
          const isActive = isActiveLink(pathname, item.link);
          const button = (
            <ListItemButton
              component={NextLink}
              href={item.link ?? "#"}
              onClick={onNavigate}
              selected={isActive}
              aria-current={isActive ? "page" : undefined}
              aria-label={appearance === "thin" ? title(item) : undefined}
              sx={{
                flexDirection: "column",
                gap: 0.5,
                py: appearance === "compact" ? 1.25 : 1.5,
                borderRadius: 2,
                mb: 0.5,
                justifyContent: "center",
              }}
            >
              <NavIcon name={item.icon} fontSize="small" />
              {appearance === "compact" && (
                <Box component="span" sx={{ fontSize: 11, fontWeight: 600, textAlign: "center", lineHeight: 1.2 }}>
                  {title(item)}
                </Box>
              )}
            </ListItemButton>
          );
          return (
            <Box component="li" key={item.id} sx={{ listStyle: "none" }}>
              {appearance === "thin" ? (
                <Tooltip title={title(item)} placement="right">
                  {button}
                </Tooltip>
              ) : (
                button
              )}
            </Box>
          );
        })}
      </List>
    );
  }

  return (
    <List disablePadding sx={{ px: 1.5, py: 1 }}>
      {items.map((item) => (
        <NavEntry key={item.id} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function NavEntry({
  item,
  pathname,
  onNavigate,
  depth = 0,
}: {
  item: NavigationItem;
  pathname: string;
  onNavigate?: () => void;
  depth?: number;
}) {
  const title = useNavTitle();
  const hasActiveChild = links(item.children ?? []).some((child) => isActiveLink(pathname, child.link));
  const [isOpen, setIsOpen] = useState(hasActiveChild);

  // Every entry is a list item: a list holds nothing else (WCAG 1.3.1).
  if (item.type === "divider") return <Divider component="li" sx={{ my: 1, borderColor: "inherit", opacity: 0.15 }} />;
  if (item.type === "group") {
    return (
      <Box component="li" sx={{ listStyle: "none", mt: 1.5 }}>
        <ListSubheader
          component="div"
          disableSticky
          sx={{
            bgcolor: "transparent",
            color: "inherit",
            opacity: 0.6,
            fontSize: 11,
            fontWeight: 700,
            letterSpacing: "0.08em",
            textTransform: "uppercase",
            lineHeight: "32px",
          }}
        >
          {title(item)}
        </ListSubheader>
        <List disablePadding>
          {(item.children ?? []).map((child) => (
            <NavEntry key={child.id} item={child} pathname={pathname} onNavigate={onNavigate} depth={depth} />
          ))}
        </List>
      </Box>
    );
  }
  if (item.type === "collapsable") {
    return (
      <Box component="li" sx={{ listStyle: "none" }}>
        <ListItemButton
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          sx={{ borderRadius: 2, pl: 1.5 + depth * 2 }}
        >
          <ListItemIcon sx={{ minWidth: 36, color: "inherit" }}>
            <NavIcon name={item.icon} fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={title(item)} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
          {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={isOpen} unmountOnExit>
          <List disablePadding>
            {(item.children ?? []).map((child) => (
              <NavEntry key={child.id} item={child} pathname={pathname} onNavigate={onNavigate} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </Box>
    );
  }
  const isActive = isActiveLink(pathname, item.link);
  return (
    <Box component="li" sx={{ listStyle: "none" }}>
      <ListItemButton
        component={NextLink}
        href={item.link ?? "#"}
        onClick={onNavigate}
        selected={isActive}
        aria-current={isActive ? "page" : undefined}
        sx={{ borderRadius: 2, mb: 0.25, pl: 1.5 + depth * 2 }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: "inherit" }}>
          <NavIcon name={item.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={title(item)}
          secondary={item.subtitle}
          slotProps={{
            primary: { sx: { fontSize: 14, fontWeight: 500 } },
            secondary: { sx: { fontSize: 12, color: "inherit", opacity: 0.6 } },
          }}
        />
      </ListItemButton>
    </Box>
  );
}
