import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** One term of the event page's facts list (when, where, who) with its icon; sits in a `<dl>`. */
export function EventFact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 1.75, alignItems: "flex-start" }}>
      <Box
        aria-hidden
        sx={{
          flex: "none",
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
      <Box sx={{ minWidth: 0, pt: 0.25 }}>
        <Typography
          component="dt"
          variant="body2"
          color="text.secondary"
          sx={{ fontWeight: 600, textTransform: "uppercase", letterSpacing: "0.06em", fontSize: 12 }}
        >
          {term}
        </Typography>
        <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: "anywhere" }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
