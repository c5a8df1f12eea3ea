import type { ReactNode } from "react";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";

/** Title and the line under it, shared by the auth screens. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}>
        {title}
      </Typography>
      {children && <Box sx={{ mt: 1, color: "text.secondary" }}>{children}</Box>}
    </Box>
  );
}
