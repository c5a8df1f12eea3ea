"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import OpenInNewOutlined from "@mui/icons-material/OpenInNewOutlined";
import SwapHorizOutlined from "@mui/icons-material/SwapHorizOutlined";
import { useSwitchToVendor } from "@/components/vendors/use-switch-to-vendor";
import { VendorStatusChips } from "@/components/vendors/vendor-role-chip";
import { VendorsHeading } from "@/components/vendors/vendors-heading";

/**
 * A vendor page's heading: its name, the viewer's role, "Active" or "Switch to", and the link to
 * its public page (/p/hosts/<slug>).
 */
export function VendorHeader({
  vendor,
  publicUrl,
  activeVendorId,
}: {
  vendor: { id: string; name: string; slug: string; role: string };
  publicUrl: string | undefined;
  activeVendorId: string | null;
}) {
  const t = useTranslations("vendors");
  const switcher = useSwitchToVendor(activeVendorId);
  const isActive = switcher.activeVendorId === vendor.id;
  const href = publicUrl ?? `/p/hosts/${vendor.slug}`;

  return (
    <VendorsHeading
      title={vendor.name}
      chips={<VendorStatusChips role={vendor.role} isActive={isActive} />}
      subtitle={
        <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, flexWrap: "wrap" }}>
          {t("page.publicPage")}{" "}
          <Link
            href={href}
            target="_blank"
            rel="noopener"
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
          >
            /p/hosts/{vendor.slug}
            <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
          </Link>
        </Box>
      }
      action={
        !isActive && (
          <Button
            variant="contained"
            startIcon={<SwapHorizOutlined />}
            onClick={() => void switcher.switchTo(vendor)}
            loading={switcher.pendingVendorId === vendor.id}
            aria-label={t("list.switchToNamed", { name: vendor.name })}
          >
            {t("list.switchTo")}
          </Button>
        )
      }
    />
  );
}
