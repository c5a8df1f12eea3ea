"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { HelpCenterFrame } from "@/components/apps/help-center/help-center-frame";
import { RowsSkeleton } from "@/components/apps/help-center/help-center-parts";
import { HelpCenterLoadFailed, HelpCenterNotFound } from "@/components/apps/help-center/help-center-states";
import { GUIDES_HREF, guideHref, HELP_CENTER_HREF } from "@/components/apps/help-center/paths";
import { isNotFound, useGuideCategory } from "@/lib/swr/use-help-center";

/** One guide category with all its guides, each with its subtitle. */
export function GuideCategoryScreen({ categorySlug }: { categorySlug: string }) {
  const t = useTranslations("helpCenterApp");
  const { data, error, mutate } = useGuideCategory(categorySlug);
  const crumbs = [
    { label: t("nav.home"), href: HELP_CENTER_HREF },
    { label: t("nav.guides"), href: GUIDES_HREF },
    ...(data ? [{ label: data.title }] : []),
  ];

  let body;
  if (isNotFound(error))
    body = <HelpCenterNotFound text={t("categoryNotFound")} backHref={GUIDES_HREF} backLabel={t("backToGuides")} />;
  else if (error && !data) body = <HelpCenterLoadFailed onRetry={() => void mutate()} />;
  else if (!data)
    body = (
      <>
        <Skeleton width={240} height={40} sx={{ mb: 2 }} />
        <RowsSkeleton rows={6} height={64} />
      </>
    );
  else
    body = (
      <>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
          {data.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t("guideCount", { count: data.guides.length })}
        </Typography>
        {data.guides.length === 0 ? (
          <Typography color="text.secondary">{t("categoryEmpty")}</Typography>
        ) : (
          <Paper variant="outlined">
            <List aria-label={t("guidesOf", { category: data.title })} disablePadding>
              {data.guides.map((guide) => (
                <li key={guide.id}>
                  <ListItemButton
                    component={NextLink}
                    href={guideHref(data.slug, guide.slug)}
                    sx={{ py: 1.5, "& + &": { borderTop: 1, borderColor: "divider" } }}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <ArticleOutlined aria-hidden />
                    </ListItemIcon>
                    <ListItemText
                      primary={guide.title}
                      secondary={guide.subtitle}
                      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    />
                    <ChevronRight aria-hidden sx={{ color: "text.secondary" }} />
                  </ListItemButton>
                </li>
              ))}
            </List>
          </Paper>
        )}
      </>
    );

  return <HelpCenterFrame crumbs={crumbs}>{body}</HelpCenterFrame>;
}
