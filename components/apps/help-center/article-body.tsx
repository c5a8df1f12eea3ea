"use client";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";

/**
 * Article HTML (a guide, an FAQ answer, a course step) in the app's type. The HTML was sanitised
 * on the server (lib/help-center/sanitize-content.ts) before it was answered.
 */
export function ArticleBody({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        (theme) => ({
          ...theme.typography.body1,
          color: "text.primary",
          overflowWrap: "anywhere",
          "& > :first-child": { mt: 0 },
          "& > :last-child": { mb: 0 },
          "& p, & ul, & ol, & blockquote, & pre": { my: 1.5 },
          "& h2": { ...theme.typography.h6, fontWeight: 700, mt: 3, mb: 1 },
          "& h3, & h4": { ...theme.typography.subtitle1, fontWeight: 700, mt: 2.5, mb: 1 },
          "& ul, & ol": { pl: 3 },
          "& li + li": { mt: 0.5 },
          "& a": { color: "primary.main" },
          "& code": {
            fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
            fontSize: "0.875em",
            px: 0.5,
            py: 0.25,
            borderRadius: 1,
            bgcolor: "action.hover",
          },
          "& blockquote": { pl: 2, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
