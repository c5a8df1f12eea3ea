import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { requireFeature } from "@/lib/flags/require-feature";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("public.vendorSignUp"))("title") };
}

// Reachable only with ENABLE_VENDORS on; otherwise (or when the flag cannot be read) the dashboard.
export default async function VendorSignUpPage() {
  await requireFeature("ENABLE_VENDORS");
  const t = await getTranslations("public.vendorSignUp");
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {t("title")}
      </Typography>
      <Typography color="text.secondary">{t("text")}</Typography>
    </Container>
  );
}
