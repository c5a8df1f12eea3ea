"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** A group's heading inside a settings card, with a line saying what the fields below do. */
export function SettingsSubheading({ title, text }: { title: string; text?: string }) {
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
    </Box>
  );
}
