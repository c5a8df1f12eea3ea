"use client";
import Box from "@mui/material/Box";

const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

/**
 * A docs page's body in the app's type. The HTML was rendered from Markdown and sanitised on the
 * server (lib/docs/render.ts, lib/docs/sanitize.ts); nothing here parses it again.
 */
export function DocsArticle({ html }: { html: string }) {
  return (
    <Box
      className="docs-article"
      sx={(theme) => ({
        ...theme.typography.body1,
        color: "text.primary",
        lineHeight: 1.7,
        maxWidth: 780,
        overflowWrap: "anywhere",
        "& > :first-child": { mt: 0 },
        "& > :last-child": { mb: 0 },
        "& p, & ul, & ol, & blockquote, & pre, & .docs-table": { my: 2 },
        "& h3, & h4, & h5, & h6": { scrollMarginTop: 88, position: "relative" },
        "& h3": { ...theme.typography.h6, fontWeight: 700, mt: 4, mb: 1.5 },
        "& h4, & h5, & h6": { ...theme.typography.subtitle1, fontWeight: 700, mt: 3, mb: 1 },
        // A heading is its own anchor: it reads as a heading, and shows a # when pointed at.
        "& :is(h3, h4, h5, h6) > a[href^='#']": {
          color: "inherit",
          textDecoration: "none",
          "&::after": { content: '"#"', ml: 1, color: "text.disabled", opacity: 0, transition: "opacity 120ms" },
          "&:hover::after, &:focus-visible::after": { opacity: 1 },
        },
        "& ul, & ol": { pl: 3 },
        "& li + li": { mt: 0.5 },
        "& li > p": { my: 0.5 },
        "& a": { color: "primary.main", textUnderlineOffset: "2px" },
        "& strong": { fontWeight: 700 },
        "& hr": { border: 0, borderTop: 1, borderColor: "divider", my: 4 },
        "& code": {
          fontFamily: MONO,
          fontSize: "0.875em",
          px: 0.5,
          py: 0.25,
          borderRadius: 1,
          bgcolor: "action.hover",
        },
        "& pre": {
          p: 2,
          borderRadius: 2,
          overflowX: "auto",
          bgcolor: "grey.100",
          border: 1,
          borderColor: "divider",
          lineHeight: 1.5,
          ...theme.applyStyles("dark", { bgcolor: "grey.900" }),
        },
        "& pre code": { p: 0, bgcolor: "transparent", fontSize: "0.85rem", whiteSpace: "pre" },
        "& blockquote": {
          mx: 0,
          pl: 2,
          py: 0.5,
          borderLeft: 4,
          borderColor: "primary.main",
          color: "text.secondary",
        },
        "& .docs-table": { overflowX: "auto", border: 1, borderColor: "divider", borderRadius: 2 },
        "& table": { borderCollapse: "collapse", width: "100%", fontSize: "0.9rem" },
        // Words stay whole in a table (a column is never narrower than its longest word; a table
        // wider than a phone scrolls sideways inside its frame).
        "& th, & td": {
          textAlign: "left",
          verticalAlign: "top",
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
          overflowWrap: "break-word",
        },
        "& td:not(:first-of-type)": { minWidth: 140 },
        "& tr:last-child td": { borderBottom: 0 },
        "& th": { fontWeight: 700, bgcolor: "action.hover", whiteSpace: "nowrap" },
      })}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
