"use client";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";

export type PagerLink = { href: string; title: string };

const BUTTON_SX = { justifyContent: "space-between", py: 1.25, px: 2, minWidth: 0, textTransform: "none" } as const;

/**
 * Previous and next pages of a sequence (a guide's neighbours, the docs), as two links that name
 * where they lead: side by side from sm up, stacked on a phone. Nothing when there is neither.
 */
export function PrevNextPager({
  label,
  previous,
  next,
  previousCaption,
  nextCaption,
}: {
  /** The navigation landmark's name. */
  label: string;
  previous?: PagerLink | null;
  next?: PagerLink | null;
  previousCaption: string;
  nextCaption: string;
}) {
  if (!previous && !next) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
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
            sx={BUTTON_SX}
          >
            <PagerLabel caption={previousCaption} title={previous.title} align="right" />
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
            sx={BUTTON_SX}
          >
            <PagerLabel caption={nextCaption} title={next.title} align="left" />
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
