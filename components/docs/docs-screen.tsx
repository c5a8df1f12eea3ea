"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { DocsArticle } from "@/components/docs/docs-article";
import { DocsNav, type DocsNavItem } from "@/components/docs/docs-nav";
import { PrevNextPager } from "@/components/ui/prev-next-pager";

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
  return (
    <PrevNextPager
      label={t("pager")}
      previous={previous}
      next={next}
      previousCaption={t("previous")}
      nextCaption={t("next")}
    />
  );
}
