"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ErrorOutlineRoundedIcon from "@mui/icons-material/ErrorOutlineRounded";
import { IconCircle } from "@/components/ui/icon-circle";

/**
 * Where an error or not-found page sits: `card` in a page's content area (the shell, the public
 * pages), `plain` in the auth screens' form column, `screen` alone on the whole screen (the root).
 */
export type ErrorFrame = "card" | "plain" | "screen";

export type ErrorStateProps = {
  frame: ErrorFrame;
  /** "404" for a missing page; otherwise the error icon. */
  code?: string;
  title: string;
  text: string;
  /** Small print under the text: the error's reference for support. */
  reference?: string;
  actions: ReactNode;
};

function Content({
  code,
  title,
  text,
  reference,
  actions,
  align,
}: Omit<ErrorStateProps, "frame"> & { align: "center" | "start" }) {
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: align === "center" ? "center" : "flex-start",
        textAlign: align === "center" ? "center" : "left",
      }}
    >
      {code ? (
        <Typography component="p" variant="h2" aria-hidden sx={{ fontWeight: 800, color: "primary.main", mb: 1 }}>
          {code}
        </Typography>
      ) : (
        <IconCircle aria-hidden sx={{ mb: 2, color: "error.main" }}>
          <ErrorOutlineRoundedIcon />
        </IconCircle>
      )}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mt: 1 }}>
        {text}
      </Typography>
      <Box
        sx={{
          mt: 3,
          display: "flex",
          gap: 1.5,
          flexWrap: "wrap",
          justifyContent: align === "center" ? "center" : "flex-start",
        }}
      >
        {actions}
      </Box>
      {reference && (
        <Typography variant="caption" color="text.disabled" sx={{ mt: 3, fontFamily: "monospace" }}>
          {reference}
        </Typography>
      )}
    </Box>
  );
}

/** An error or not-found page in the look of the part of the app it replaces. */
export function ErrorState({ frame, ...content }: ErrorStateProps) {
  if (frame === "plain") return <Content {...content} align="start" />;
  if (frame === "screen")
    return (
      <Box component="main" sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 3 }}>
        <Content {...content} align="center" />
      </Box>
    );
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 } }}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 3, md: 6 }, mx: "auto", maxWidth: 720 }}>
        <Content {...content} align="center" />
      </Paper>
    </Box>
  );
}
