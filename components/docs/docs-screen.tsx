"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { DocsArticle } from "@/components/docs/docs-article";
import { DocsNav, type DocsNavItem } from "@/components/docs/docs-nav";

type Props = {
  title: string;
  /** Sanitised HTML rendered on the server from the page's Markdown. */
  html: string;
  currentHref: string;
  items: DocsNavItem[];
  previous: DocsNavItem | null;
  next: DocsNavItem | null;
  /** The page is shown in English because the reader's language has no file for it. */
  isFallback: boolean;
};

/** One docs page: the side list of pages (a drawer below md), the article, previous and next. */
export function DocsScreen({ title, html, currentHref, items, previous, next, isFallback }: Props) {
  const t = useTranslations("docsPage");
  return (
    <AppFrame
      title={t("title")}
      sidebar={<DocsNav items={items} currentHref={currentHref} />}
      sidebarLabel={t("navLabel")}
    >
      <Paper
        component="article"
        variant="outlined"
        aria-labelledby="docs-title"
        sx={{ px: { xs: 2.5, sm: 4, md: 5 }, py: { xs: 3, md: 4 } }}
      >
        <Typography
          id="docs-title"
          component="h2"
          variant="h4"
          sx={{ fontWeight: 800, mb: 3, overflowWrap: "anywhere" }}
        >
          {title}
        </Typography>
        {isFallback && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t("fallback")}
          </Alert>
        )}
        <DocsArticle html={html} />
      </Paper>
      <DocsPager previous={previous} next={next} />
    </AppFrame>
  );
}

function DocsPager({ previous, next }: { previous: DocsNavItem | null; next: DocsNavItem | null }) {
  const t = useTranslations("docsPage");
  if (!previous && !next) return null;
  const buttonSx = { justifyContent: "space-between", py: 1.25, px: 2, minWidth: 0, textTransform: "none" } as const;
  return (
    <Box
      component="nav"
      aria-label={t("pager")}
      sx={{ display: "grid", gap: 2, mt: 3, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" } }}
    >
      <Box>
        {previous && (
          <Button
            component={NextLink}
            href={previous.href}
            variant="outlined"
            fullWidth
            startIcon={<ArrowBack />}
            rel="prev"
            sx={buttonSx}
          >
            <PagerLabel caption={t("previous")} title={previous.title} align="right" />
          </Button>
        )}
      </Box>
      <Box>
        {next && (
          <Button
            component={NextLink}
            href={next.href}
            variant="outlined"
            fullWidth
            endIcon={<ArrowForward />}
            rel="next"
            sx={buttonSx}
          >
            <PagerLabel caption={t("next")} title={next.title} align="left" />
          </Button>
        )}
      </Box>
    </Box>
  );
}

function PagerLabel({ caption, title, align }: { caption: string; title: string; align: "left" | "right" }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: align }}>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
        {caption}
      </Typography>
      <Typography component="span" sx={{ display: "block", fontWeight: 600, overflowWrap: "anywhere" }}>
        {title}
      </Typography>
    </Box>
  );
}
