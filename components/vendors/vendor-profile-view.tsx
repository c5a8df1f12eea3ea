"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { VendorProfile } from "@/lib/vendors/team-schema";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "180px minmax(0, 1fr)" },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The profile as staff read it (only owners and admins change it). */
export function VendorProfileView({ vendor }: { vendor: VendorProfile }) {
  const t = useTranslations("vendors.profile");
  const none = t("none");
  return (
    <Box sx={{ p: { xs: 2, sm: 2.5 }, pt: { xs: 0, sm: 0 } }}>
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        {t("readOnly")}
      </Alert>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 1 }}>
        <Avatar
          variant="rounded"
          src={vendor.logo || undefined}
          alt={vendor.logo ? t("logoAlt", { name: vendor.name }) : undefined}
          sx={{ width: 56, height: 56, bgcolor: "action.hover", color: "text.secondary", fontWeight: 700 }}
        >
          {vendor.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{vendor.name}</Typography>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t("slug")}>
          <Link href={vendor.publicUrl} target="_blank" rel="noopener">
            /p/hosts/{vendor.slug}
          </Link>
        </Row>
        <Row label={t("description")}>{vendor.description || none}</Row>
        <Row label={t("contactEmail")}>{vendor.contactEmail || none}</Row>
        <Row label={t("currency")}>{vendor.currency}</Row>
        <Row label={t("timezone")}>{vendor.timezone.replace(/_/g, " ")}</Row>
      </Box>
    </Box>
  );
}
