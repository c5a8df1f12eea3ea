"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { FaqList } from "@/components/apps/help-center/faq-list";
import { HelpCenterFrame } from "@/components/apps/help-center/help-center-frame";
import { RowsSkeleton, Section } from "@/components/apps/help-center/help-center-parts";
import { HelpCenterLoadFailed } from "@/components/apps/help-center/help-center-states";
import { faqAnchor } from "@/components/apps/help-center/paths";
import { useFaqCategories } from "@/lib/swr/use-help-center";

const categoryAnchor = (slug: string) => `faqs-category-${slug}`;

// The hash is the browser's alone (the server never sees it): `#faq-{id}` names the linked question.
function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

function linkedFaqId(): string | null {
  const match = /^#faq-(.+)$/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * Every FAQ category with its questions as an accordion. `#faq-{id}` (a search result's link)
 * opens that question and brings it into view once the FAQs are read.
 */
export function FaqsScreen() {
  const t = useTranslations("helpCenterApp");
  const { data, error, mutate } = useFaqCategories();
  const linkedId = useSyncExternalStore(subscribeToHash, linkedFaqId, () => null);
  // What the reader opened or closed; a linked question is open until they close it.
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const expanded = new Set([...choices].filter(([, open]) => open).map(([id]) => id));
  if (linkedId && !choices.has(linkedId)) expanded.add(linkedId);
  const onToggle = (id: string, open: boolean) => setChoices((current) => new Map(current).set(id, open));

  // Once the FAQs are there, the linked question comes into view with the focus on it.
  useEffect(() => {
    if (!linkedId || !data) return;
    const element = document.getElementById(faqAnchor(linkedId));
    element?.scrollIntoView({ block: "start" });
    element?.querySelector<HTMLElement>("[aria-expanded]")?.focus({ preventScroll: true });
  }, [linkedId, data]);

  let body;
  if (error && !data) body = <HelpCenterLoadFailed onRetry={() => void mutate()} />;
  else if (!data) body = <RowsSkeleton rows={8} height={56} />;
  else if (data.every((category) => category.faqs.length === 0))
    body = <Typography color="text.secondary">{t("faqsEmpty")}</Typography>;
  else
    body = (
      <>
        <Box
          component="nav"
          aria-label={t("faqs.categories")}
          sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 3 }}
        >
          {data.map((category) => (
            <Chip
              key={category.id}
              component="a"
              href={`#${categoryAnchor(category.slug)}`}
              clickable
              variant="outlined"
              label={category.title}
            />
          ))}
        </Box>
        {data
          .filter((category) => category.faqs.length > 0)
          .map((category) => (
            <Box key={category.id} id={categoryAnchor(category.slug)} sx={{ scrollMarginTop: 88 }}>
              <Section id={`${categoryAnchor(category.slug)}-title`} title={category.title}>
                <FaqList faqs={category.faqs} expanded={expanded} onToggle={onToggle} />
              </Section>
            </Box>
          ))}
      </>
    );

  return (
    <HelpCenterFrame>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t("faqs.heading")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("faqs.intro")}
      </Typography>
      {body}
    </HelpCenterFrame>
  );
}
