"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";

export type DocsNavItem = { href: string; title: string; kind: "guide" | "changelog" };

/** The docs' pages: the getting-started guides in reading order, then the changelog. */
export function DocsNav({ items, currentHref }: { items: DocsNavItem[]; currentHref: string }) {
  const t = useTranslations("docsPage");
  const groups = [
    { key: "guides", label: t("sections.gettingStarted"), items: items.filter((item) => item.kind === "guide") },
    { key: "releases", label: t("sections.releases"), items: items.filter((item) => item.kind === "changelog") },
  ];
  return (
    <>
      {groups.map((group) => (
        <List
          key={group.key}
          dense
          aria-labelledby={`docs-nav-${group.key}`}
          subheader={
            <ListSubheader
              id={`docs-nav-${group.key}`}
              disableSticky
              sx={{ bgcolor: "transparent", lineHeight: 2.5, fontWeight: 700, letterSpacing: 0.4 }}
            >
              {group.label}
            </ListSubheader>
          }
        >
          {group.items.map((item) => {
            const current = item.href === currentHref;
            return (
              <li key={item.href}>
                <ListItemButton
                  component={NextLink}
                  href={item.href}
                  selected={current}
                  aria-current={current ? "page" : undefined}
                  sx={{ borderRadius: 2, mb: 0.25 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {item.kind === "changelog" ? (
                      <HistoryOutlined fontSize="small" />
                    ) : (
                      <ArticleOutlined fontSize="small" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={item.title}
                    slotProps={{ primary: { sx: { fontWeight: current ? 700 : 500 } } }}
                  />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      ))}
    </>
  );
}
