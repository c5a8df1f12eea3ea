"use client";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { FAQS_HREF, GUIDES_HREF, HELP_CENTER_HREF, SUPPORT_HREF } from "@/components/apps/help-center/paths";

export type Crumb = { label: string; href?: string };

const SECTIONS = [
  { key: "home", href: HELP_CENTER_HREF },
  { key: "faqs", href: FAQS_HREF },
  { key: "guides", href: GUIDES_HREF },
  { key: "support", href: SUPPORT_HREF },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === HELP_CENTER_HREF ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Every help center page: the app's header, the sections (home, FAQs, guides, support; the
 * current one marked for assistive technology too), the path to the page when it is deeper than
 * a section, and the page.
 */
export function HelpCenterFrame({ crumbs, children }: { crumbs?: Crumb[]; children: ReactNode }) {
  const t = useTranslations("helpCenterApp");
  const pathname = usePathname();
  return (
    <AppFrame title={t("title")}>
      <Box
        component="nav"
        aria-label={t("sections")}
        sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: { xs: -1, md: -1.5 }, mb: 3 }}
      >
        {SECTIONS.map(({ key, href }) => {
          const current = isCurrent(pathname, href);
          return (
            <Button
              key={key}
              component={NextLink}
              href={href}
              size="small"
              variant={current ? "contained" : "text"}
              color={current ? "primary" : "inherit"}
              disableElevation
              aria-current={current ? "page" : undefined}
              sx={{ borderRadius: 5, px: 2 }}
            >
              {t(`nav.${key}`)}
            </Button>
          );
        })}
      </Box>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs aria-label={t("breadcrumbs")} sx={{ mb: 2, "& ol": { flexWrap: "wrap" } }}>
          {crumbs.map((crumb) =>
            crumb.href ? (
              <Link key={crumb.href} component={NextLink} href={crumb.href} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ) : (
              <Typography key={crumb.label} color="text.primary" aria-current="page" sx={{ overflowWrap: "anywhere" }}>
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      {children}
    </AppFrame>
  );
}
