"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ArrowForward from "@mui/icons-material/ArrowForward";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import { guideCategoryHref, guideHref } from "@/components/apps/help-center/paths";
import type { GuideCategoryPreview } from "@/lib/swr/use-help-center";

/** A guide category: its title, the guides given (the first five on the home page) and "view all". */
export function GuideCategoryCard({ category }: { category: GuideCategoryPreview }) {
  const t = useTranslations("helpCenterApp");
  const headingId = `guide-category-${category.id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: "flex", flexDirection: "column", height: "100%" }}
    >
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, mb: 1.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {category.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: "none" }}>
          {t("guideCount", { count: category.totalGuides })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, flex: 1 }}>
        {category.guides.map((guide) => (
          <Box component="li" key={guide.id} sx={{ display: "flex", gap: 1, alignItems: "flex-start", py: 0.5 }}>
            <ArticleOutlined aria-hidden fontSize="small" sx={{ color: "text.secondary", mt: 0.25 }} />
            <Link
              component={NextLink}
              href={guideHref(category.slug, guide.slug)}
              underline="hover"
              color="text.primary"
              sx={{ overflowWrap: "anywhere" }}
            >
              {guide.title}
            </Link>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={NextLink}
          href={guideCategoryHref(category.slug)}
          size="small"
          endIcon={<ArrowForward />}
          aria-label={t("viewAllIn", { count: category.totalGuides, category: category.title })}
          sx={{ ml: -1 }}
        >
          {t("viewAll", { count: category.totalGuides })}
        </Button>
      </Box>
    </Paper>
  );
}

/** The category cards in a grid that is one column on a phone. */
export function GuideCategoryGrid({ categories }: { categories: GuideCategoryPreview[] }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {categories.map((category) => (
        <GuideCategoryCard key={category.id} category={category} />
      ))}
    </Box>
  );
}
