"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import Close from "@mui/icons-material/Close";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import Search from "@mui/icons-material/Search";
import { faqHref, guideHref, SUPPORT_HREF } from "@/components/apps/help-center/paths";
import { MAX_SEARCH_HITS, searchHelpCenter, type HelpCenterHit } from "@/lib/help-center/search";
import type { FaqCategory, GuideCategoryPreview } from "@/lib/swr/use-help-center";

type Props = {
  faqCategories: FaqCategory[] | undefined;
  guideCategories: GuideCategoryPreview[] | undefined;
};

/**
 * The home page's search over FAQ questions and guide titles: results show as the user types
 * (everything is already read, so nothing waits for the network), with a count announced politely.
 */
export function HelpCenterSearch({ faqCategories, guideCategories }: Props) {
  const t = useTranslations("helpCenterApp");
  const tCommon = useTranslations("appsCommon");
  const [query, setQuery] = useState("");
  const resultsId = useId();
  const categoryTitles = useMemo(() => {
    const titles = new Map<string, string>();
    for (const category of faqCategories ?? []) titles.set(`faq:${category.slug}`, category.title);
    for (const category of guideCategories ?? []) titles.set(`guide:${category.slug}`, category.title);
    return titles;
  }, [faqCategories, guideCategories]);
  const hits = useMemo(() => {
    const faqs = (faqCategories ?? []).flatMap((category) =>
      category.faqs.map((faq) => ({ id: faq.id, question: faq.question, categorySlug: category.slug })),
    );
    const guides = (guideCategories ?? []).flatMap((category) =>
      category.guides.map((guide) => ({ ...guide, categorySlug: category.slug })),
    );
    return searchHelpCenter(query, faqs, guides);
  }, [query, faqCategories, guideCategories]);
  const isSearching = query.trim() !== "";
  const isReady = faqCategories !== undefined && guideCategories !== undefined;

  return (
    <Box>
      <TextField
        fullWidth
        type="search"
        placeholder={t("search.placeholder")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => event.key === "Escape" && setQuery("")}
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
            endAdornment: isSearching && (
              <InputAdornment position="end">
                <IconButton aria-label={tCommon("clearSearch")} onClick={() => setQuery("")} edge="end" size="small">
                  <Close fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
          htmlInput: {
            "aria-label": t("search.label"),
            "aria-controls": resultsId,
            "aria-describedby": `${resultsId}-status`,
          },
        }}
        sx={{
          "& .MuiOutlinedInput-root": { bgcolor: "background.paper" },
          // The field has its own clear button; the browser's would be a second one.
          "& input::-webkit-search-cancel-button": { display: "none" },
        }}
      />
      <Typography
        id={`${resultsId}-status`}
        role="status"
        variant="body2"
        sx={{ mt: 1, color: "inherit", opacity: 0.85 }}
      >
        {isSearching && isReady ? t("search.count", { count: hits.length }) : ""}
      </Typography>
      <Box id={resultsId}>
        {isSearching && isReady && (
          <SearchResults hits={hits} query={query} categoryTitle={(key) => categoryTitles.get(key) ?? ""} />
        )}
      </Box>
    </Box>
  );
}

function SearchResults({
  hits,
  query,
  categoryTitle,
}: {
  hits: HelpCenterHit[];
  query: string;
  categoryTitle: (key: string) => string;
}) {
  const t = useTranslations("helpCenterApp");
  if (hits.length === 0)
    return (
      <Paper variant="outlined" sx={{ mt: 1, p: 2.5, color: "text.primary" }}>
        <Typography sx={{ fontWeight: 600 }}>{t("search.noneTitle", { query: query.trim() })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t.rich("search.noneText", {
            support: (chunks) => (
              <Link component={NextLink} href={SUPPORT_HREF}>
                {chunks}
              </Link>
            ),
          })}
        </Typography>
      </Paper>
    );
  return (
    <Paper variant="outlined" sx={{ mt: 1, color: "text.primary" }}>
      <List aria-label={t("search.results")} dense disablePadding>
        {hits.slice(0, MAX_SEARCH_HITS).map((hit) => (
          <ListItemButton
            key={`${hit.kind}:${hit.id}`}
            component={NextLink}
            href={hit.kind === "faq" ? faqHref(hit.id) : guideHref(hit.categorySlug, hit.slug)}
            sx={{ py: 1, "& + &": { borderTop: 1, borderColor: "divider" } }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              {hit.kind === "faq" ? <HelpOutlineOutlined aria-hidden /> : <ArticleOutlined aria-hidden />}
            </ListItemIcon>
            <ListItemText
              primary={hit.title}
              secondary={`${t(hit.kind === "faq" ? "search.faq" : "search.guide")} · ${categoryTitle(`${hit.kind}:${hit.categorySlug}`)}`}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: "anywhere" } } }}
            />
          </ListItemButton>
        ))}
      </List>
      {hits.length > MAX_SEARCH_HITS && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: "divider" }}>
          {t("search.more", { count: hits.length - MAX_SEARCH_HITS })}
        </Typography>
      )}
    </Paper>
  );
}
