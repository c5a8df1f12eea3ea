"use client";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import Button from "@mui/material/Button";
import Box from "@mui/material/Box";

export type NavItem = { href: string; label: string };

/** The product's screens; the current one is marked for assistive technology and by colour. */
export function MainNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <Box component="nav" aria-label={label} sx={{ display: "flex", gap: 0.5, overflowX: "auto", scrollbarWidth: "none", py: 1 }}>
      {items.map((item) => {
        const isCurrent = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <Button
            key={item.href}
            component={NextLink}
            href={item.href}
            aria-current={isCurrent ? "page" : undefined}
            color={isCurrent ? "primary" : "inherit"}
            variant={isCurrent ? "contained" : "text"}
            size="small"
            sx={{ flex: "none", px: 1.5, opacity: isCurrent ? 1 : 0.8 }}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
  );
}
