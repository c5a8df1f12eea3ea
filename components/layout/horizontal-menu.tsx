"use client";
import NextLink from "next/link";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { NavIcon } from "@/components/layout/nav-icon";
import { isActiveLink, useNavTitle } from "@/components/layout/use-nav-title";
import type { NavigationItem } from "@/lib/shell/navigation-types";

/** A horizontal layout's group menu: the group's links (components/layout/horizontal-navigation.tsx opens it). */
export function HorizontalMenu({
  anchorEl,
  links,
  pathname,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  links: NavigationItem[];
  pathname: string;
  onClose: () => void;
}) {
  const title = useNavTitle();
  return (
    <Menu anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {links.map((child) => (
        <MenuItem
          key={child.id}
          component={NextLink}
          href={child.link ?? "#"}
          onClick={onClose}
          selected={isActiveLink(pathname, child.link)}
        >
          <ListItemIcon>
            <NavIcon name={child.icon} fontSize="small" />
          </ListItemIcon>
          {title(child)}
        </MenuItem>
      ))}
    </Menu>
  );
}
