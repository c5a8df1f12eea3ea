import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { findPublicVendor } from "@/lib/vendors/queries";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vendor = await findPublicVendor((await params).slug);
  return vendor ? { title: vendor.name, description: vendor.description ?? undefined } : {};
}

/** A host's public page: who they are and their public events. */
export default async function HostPage({ params }: Props) {
  const vendor = await findPublicVendor((await params).slug);
  if (!vendor) notFound();
  const t = await getTranslations("public.host");
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2.5, mb: 5 }}>
        <Avatar src={vendor.logo ?? undefined} alt="" sx={{ width: 72, height: 72, bgcolor: "primary.main", fontSize: 30 }}>
          {vendor.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {vendor.name}
          </Typography>
          {vendor.description && <Typography color="text.secondary">{vendor.description}</Typography>}
        </Box>
      </Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t("upcoming")}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center", color: "text.secondary" }}>
        {t("noUpcoming")}
      </Paper>
    </Container>
  );
}
