"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import CardActionArea from "@mui/material/CardActionArea";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ContactSupportOutlined from "@mui/icons-material/ContactSupportOutlined";
import MenuBookOutlined from "@mui/icons-material/MenuBookOutlined";
import QuizOutlined from "@mui/icons-material/QuizOutlined";
import { CardsSkeleton, RowsSkeleton, Section } from "@/components/apps/help-center/help-center-parts";
import { FaqList, toggled } from "@/components/apps/help-center/faq-list";
import { GuideCategoryGrid } from "@/components/apps/help-center/guide-category-card";
import { HelpCenterFrame } from "@/components/apps/help-center/help-center-frame";
import { HelpCenterSearch } from "@/components/apps/help-center/help-center-search";
import { HelpCenterLoadFailed } from "@/components/apps/help-center/help-center-states";
import { FAQS_HREF, GUIDES_HREF, SUPPORT_HREF } from "@/components/apps/help-center/paths";
import { DEFAULT_VISIBLE_GUIDES } from "@/lib/help-center/schema";
import { useFaqCategories, useGuideCategoryPreviews } from "@/lib/swr/use-help-center";

/** The FAQ category the home page shows first (the sample's "Most asked"); else the first one. */
const MOST_ASKED_SLUG = "most-asked";

/**
 * The help center's home: a search over every FAQ question and guide title, the ways in (FAQs,
 * guides, support), the most asked questions, and each guide category with its first five guides.
 * Every guide is read once (the search needs all titles); the cards show the first five of each.
 */
export function HelpCenterHome() {
  const t = useTranslations("helpCenterApp");
  const faqs = useFaqCategories();
  const guides = useGuideCategoryPreviews("all");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const mostAsked = faqs.data?.find((category) => category.slug === MOST_ASKED_SLUG) ?? faqs.data?.[0];
  const previews = guides.data?.map((category) => ({
    ...category,
    visibleGuides: Math.min(category.guides.length, DEFAULT_VISIBLE_GUIDES),
    guides: category.guides.slice(0, DEFAULT_VISIBLE_GUIDES),
  }));

  return (
    <HelpCenterFrame>
      <Box
        component="section"
        aria-labelledby="help-center-hero"
        sx={(theme) => ({
          borderRadius: 3,
          px: { xs: 2.5, md: 5 },
          py: { xs: 3.5, md: 5 },
          mb: 4,
          color: "primary.contrastText",
          bgcolor: "primary.main",
          backgroundImage: `linear-gradient(135deg, ${(theme.vars ?? theme).palette.primary.dark}, ${(theme.vars ?? theme).palette.primary.main})`,
          // The dark scheme's primary is light: white text on it would be faint, so the hero is a
          // tint of it on the page instead, with the page's own text colour.
          ...theme.applyStyles("dark", {
            color: "text.primary",
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16),
            backgroundImage: "none",
            border: 1,
            borderColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.32),
          }),
        })}
      >
        <Typography id="help-center-hero" component="h2" variant="h4" sx={{ fontWeight: 800 }}>
          {t("home.heading")}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, opacity: 0.9, maxWidth: 640 }}>{t("home.intro")}</Typography>
        <Box sx={{ maxWidth: 720 }}>
          <HelpCenterSearch faqCategories={faqs.data} guideCategories={guides.data} />
        </Box>
      </Box>

      <Box
        component="nav"
        aria-label={t("home.waysIn")}
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" }, mb: 5 }}
      >
        <WayIn href={FAQS_HREF} icon={<QuizOutlined />} title={t("nav.faqs")} text={t("home.faqsText")} />
        <WayIn href={GUIDES_HREF} icon={<MenuBookOutlined />} title={t("nav.guides")} text={t("home.guidesText")} />
        <WayIn
          href={SUPPORT_HREF}
          icon={<ContactSupportOutlined />}
          title={t("nav.support")}
          text={t("home.supportText")}
        />
      </Box>

      <Section
        id="help-center-most-asked"
        title={t("home.mostAsked")}
        moreHref={FAQS_HREF}
        moreLabel={t("home.allFaqs")}
      >
        {faqs.error && !faqs.data ? (
          <HelpCenterLoadFailed onRetry={() => void faqs.mutate()} />
        ) : !mostAsked ? (
          faqs.data ? (
            <Typography color="text.secondary">{t("faqsEmpty")}</Typography>
          ) : (
            <RowsSkeleton rows={5} height={56} />
          )
        ) : (
          <FaqList
            faqs={mostAsked.faqs}
            expanded={expanded}
            onToggle={(id, open) => setExpanded((current) => toggled(current, id, open))}
          />
        )}
      </Section>

      <Section id="help-center-guides" title={t("home.guides")} moreHref={GUIDES_HREF} moreLabel={t("home.allGuides")}>
        {guides.error && !guides.data ? (
          <HelpCenterLoadFailed onRetry={() => void guides.mutate()} />
        ) : !previews ? (
          <CardsSkeleton />
        ) : previews.length === 0 ? (
          <Typography color="text.secondary">{t("guidesEmpty")}</Typography>
        ) : (
          <GuideCategoryGrid categories={previews} />
        )}
      </Section>
    </HelpCenterFrame>
  );
}

function WayIn({ href, icon, title, text }: { href: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <CardActionArea
        component={NextLink}
        href={href}
        sx={{ p: 2.5, display: "flex", gap: 2, alignItems: "flex-start" }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 44,
            height: 44,
            flex: "none",
            borderRadius: 2,
            display: "grid",
            placeItems: "center",
            color: "primary.main",
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Paper>
  );
}
