import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/**
 * One term of the event page's facts list (when, where, who) with its icon. The group is a `<div>`
 * holding only its `<dt>` and `<dd>` (what a `<dl>` may hold); the icon sits in the term, drawn in
 * the group's left column.
 */
export function EventFact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Box sx={{ position: "relative", pl: "58px", minHeight: 44 }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ pt: 0.25, fontWeight: 600, textTransform: "uppercase", letterSpacing: "0.06em", fontSize: 12 }}
      >
        <Box
          aria-hidden
          sx={{
            position: "absolute",
            left: 0,
            top: 0,
            width: 44,
            height: 44,
            borderRadius: 2,
            display: "grid",
            placeItems: "center",
            bgcolor: "action.hover",
            color: "primary.main",
          }}
        >
          {icon}
        </Box>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: "anywhere" }}>
        {children}
      </Box>
    </Box>
  );
}
