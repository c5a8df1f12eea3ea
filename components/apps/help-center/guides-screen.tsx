"use client";
import { useTranslations } from "next-intl";
import Typography from "@mui/material/Typography";
import { GuideCategoryGrid } from "@/components/apps/help-center/guide-category-card";
import { HelpCenterFrame } from "@/components/apps/help-center/help-center-frame";
import { CardsSkeleton } from "@/components/apps/help-center/help-center-parts";
import { HelpCenterLoadFailed } from "@/components/apps/help-center/help-center-states";
import { useGuideCategoryPreviews } from "@/lib/swr/use-help-center";

/** Every guide category with every guide (the home page's cards stop at five). */
export function GuidesScreen() {
  const t = useTranslations("helpCenterApp");
  const { data, error, mutate } = useGuideCategoryPreviews("all");

  let body;
  if (error && !data) body = <HelpCenterLoadFailed onRetry={() => void mutate()} />;
  else if (!data) body = <CardsSkeleton />;
  else if (data.length === 0) body = <Typography color="text.secondary">{t("guidesEmpty")}</Typography>;
  else body = <GuideCategoryGrid categories={data} />;

  return (
    <HelpCenterFrame>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t("guides.heading")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("guides.intro")}
      </Typography>
      {body}
    </HelpCenterFrame>
  );
}
