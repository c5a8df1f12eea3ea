import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import { LinkButton } from "@/components/ui/links";

/** Previous / next links between result pages (real links: crawlable, and they work without JavaScript). */
export async function PageLinks({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("public.home");
  return (
    <Box
      component="nav"
      aria-label={t("pagination")}
      sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, mt: 4 }}
    >
      <LinkButton
        href={hrefFor(page - 1)}
        variant="outlined"
        startIcon={<ArrowBack />}
        disabled={page <= 1}
        aria-disabled={page <= 1}
        tabIndex={page <= 1 ? -1 : undefined}
      >
        {t("previous")}
      </LinkButton>
      <Typography color="text.secondary">{t("pageOf", { page, pages: pageCount })}</Typography>
      <LinkButton
        href={hrefFor(page + 1)}
        variant="outlined"
        endIcon={<ArrowForward />}
        disabled={page >= pageCount}
        aria-disabled={page >= pageCount}
        tabIndex={page >= pageCount ? -1 : undefined}
      >
        {t("next")}
      </LinkButton>
    </Box>
  );
}
