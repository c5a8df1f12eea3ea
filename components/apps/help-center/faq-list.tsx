"use client";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { ArticleBody } from "@/components/apps/help-center/article-body";
import { faqAnchor } from "@/components/apps/help-center/paths";
import type { Faq } from "@/lib/swr/use-help-center";

/**
 * FAQs as an accordion: a question opens its answer (click, Enter or Space). Several may be open at
 * once; `expanded` and `onToggle` keep which ones in the page, so a link can open one.
 */
export function FaqList({
  faqs,
  expanded,
  onToggle,
  headingLevel = "h3",
}: {
  faqs: Faq[];
  expanded: ReadonlySet<string>;
  onToggle: (faqId: string, open: boolean) => void;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Box>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          id={faqAnchor(faq.id)}
          disableGutters
          variant="outlined"
          expanded={expanded.has(faq.id)}
          onChange={(_event, open) => onToggle(faq.id, open)}
          slotProps={{ heading: { component: headingLevel } }}
          sx={{
            scrollMarginTop: 88,
            "&:not(:first-of-type)": { borderTop: 0 },
            "&::before": { display: "none" },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            aria-controls={`${faqAnchor(faq.id)}-answer`}
            id={`${faqAnchor(faq.id)}-question`}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${faqAnchor(faq.id)}-answer`} sx={{ pt: 0 }}>
            <ArticleBody html={faq.answer} sx={{ color: "text.secondary" }} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** Which FAQs are open, as a set that a toggle replaces (React state wants a new object). */
export function toggled(expanded: ReadonlySet<string>, faqId: string, open: boolean): Set<string> {
  const next = new Set(expanded);
  if (open) next.add(faqId);
  else next.delete(faqId);
  return next;
}
