import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

/** The product mark and name (works in server and client components alike). */
export function Logo({ inverted = false, showName = true }: { inverted?: boolean; showName?: boolean }) {
  const t = useTranslations("app");
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 32, height: 32, flex: "none", color: "primary.main" }}
      >
        <rect
          width="32"
          height="32"
          rx="8"
          fill={inverted ? "#ffffff" : "currentColor"}
          fillOpacity={inverted ? 0.16 : 1}
        />
        <path d="M9 9h4v5.5h6V9h4v14h-4v-5h-6v5H9z" fill="#fff" />
      </Box>
      {showName && (
        <Typography
          component="span"
          className="brand-name"
          sx={{ fontWeight: 800, fontSize: 20, letterSpacing: "-0.02em", color: inverted ? "#fff" : "text.primary" }}
        >
          {t("name")}
        </Typography>
      )}
    </Box>
  );
}
