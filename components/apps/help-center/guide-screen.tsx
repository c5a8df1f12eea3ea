"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { ArticleBody } from "@/components/apps/help-center/article-body";
import { HelpCenterFrame } from "@/components/apps/help-center/help-center-frame";
import { HelpCenterLoadFailed, HelpCenterNotFound } from "@/components/apps/help-center/help-center-states";
import {
  guideCategoryHref,
  guideHref,
  GUIDES_HREF,
  HELP_CENTER_HREF,
  SUPPORT_HREF,
} from "@/components/apps/help-center/paths";
import { isNotFound, useGuide, useGuideCategory, type GuideSummary } from "@/lib/swr/use-help-center";
import { PrevNextPager } from "@/components/ui/prev-next-pager";

/** One guide: its content (sanitised on the server), and the previous and next guide of its category. */
export function GuideScreen({ categorySlug, guideSlug }: { categorySlug: string; guideSlug: string }) {
  const t = useTranslations("helpCenterApp");
  const guideAnswer = useGuide(categorySlug, guideSlug);
  const category = useGuideCategory(categorySlug);
  const guide = guideAnswer.data?.guides[0];
  const siblings = category.data?.guides ?? [];
  const index = siblings.findIndex((item) => item.slug === guideSlug);
  const previous = index > 0 ? siblings[index - 1] : undefined;
  const next = index >= 0 && index < siblings.length - 1 ? siblings[index + 1] : undefined;
  const crumbs = [
    { label: t("nav.home"), href: HELP_CENTER_HREF },
    { label: t("nav.guides"), href: GUIDES_HREF },
    ...(guideAnswer.data
      ? [
          { label: guideAnswer.data.title, href: guideCategoryHref(guideAnswer.data.slug) },
          { label: guide?.title ?? "" },
        ]
      : []),
  ];

  let body;
  if (isNotFound(guideAnswer.error)) {
    const known = category.data;
    body = (
      <HelpCenterNotFound
        text={t("guideNotFound")}
        backHref={known ? guideCategoryHref(known.slug) : GUIDES_HREF}
        backLabel={known ? t("backToCategory", { category: known.title }) : t("backToGuides")}
      />
    );
  } else if (guideAnswer.error && !guideAnswer.data) {
    body = <HelpCenterLoadFailed onRetry={() => void guideAnswer.mutate()} />;
  } else if (!guide) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} aria-hidden>
        <Skeleton width="60%" height={44} />
        <Skeleton width="40%" sx={{ mb: 3 }} />
        {Array.from({ length: 5 }, (_, line) => (
          <Skeleton key={line} width={line === 4 ? "70%" : "100%"} />
        ))}
      </Paper>
    );
  } else {
    body = (
      <>
        <Paper component="article" variant="outlined" aria-labelledby="guide-title" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography id="guide-title" component="h2" variant="h5" sx={{ fontWeight: 800, overflowWrap: "anywhere" }}>
            {guide.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {guide.subtitle}
          </Typography>
          <ArticleBody html={guide.content} sx={{ maxWidth: 760 }} />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: "divider" }}
          >
            {t.rich("guide.stillStuck", {
              support: (chunks) => (
                <Link component={NextLink} href={SUPPORT_HREF}>
                  {chunks}
                </Link>
              ),
            })}
          </Typography>
        </Paper>
        <GuidePager categorySlug={categorySlug} previous={previous} next={next} />
      </>
    );
  }

  return <HelpCenterFrame crumbs={crumbs}>{body}</HelpCenterFrame>;
}

function GuidePager({
  categorySlug,
  previous,
  next,
}: {
  categorySlug: string;
  previous?: GuideSummary;
  next?: GuideSummary;
}) {
  const t = useTranslations("helpCenterApp");
  const link = (guide?: GuideSummary) => guide && { href: guideHref(categorySlug, guide.slug), title: guide.title };
  return (
    <PrevNextPager
      label={t("guide.pager")}
      previous={link(previous)}
      next={link(next)}
      previousCaption={t("guide.previous")}
      nextCaption={t("guide.next")}
    />
  );
}
