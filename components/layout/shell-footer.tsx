"use client";
import Box from "@mui/material/Box";

/** The line under every full layout; not printed. */
export function ShellFooter({ text }: { text: string }) {
  return (
    <Box
      component="footer"
      sx={{
        py: 2,
        px: 3,
        color: "text.secondary",
        fontSize: 13,
        textAlign: "center",
        "@media print": { display: "none" },
      }}
    >
      {text}
    </Box>
  );
}
