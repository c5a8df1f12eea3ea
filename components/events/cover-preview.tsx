"use client";
import { useState } from "react";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The cover image as the public page will show it, or a placeholder while there is none (or it fails to load). */
export function CoverPreview({ src, label, emptyLabel }: { src: string; label: string; emptyLabel: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isUsable = /^(https?:\/\/\S+|\/[\w./-]+)$/i.test(src.trim()) && failedSrc !== src;
  return (
    <Box
      sx={{
        aspectRatio: "16 / 9",
        borderRadius: 1.5,
        overflow: "hidden",
        border: 1,
        borderColor: "divider",
        bgcolor: "action.hover",
        display: "grid",
        placeItems: "center",
        color: "text.secondary",
      }}
    >
      {isUsable ? (
        <Box
          component="img"
          src={src.trim()}
          alt={label}
          onError={() => setFailedSrc(src)}
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      ) : (
        <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 0.5 }}>
          <ImageOutlined aria-hidden />
          <Typography variant="caption">{emptyLabel}</Typography>
        </Box>
      )}
    </Box>
  );
}
