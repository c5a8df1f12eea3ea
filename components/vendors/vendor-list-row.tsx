"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import SwapHorizOutlined from "@mui/icons-material/SwapHorizOutlined";
import { VendorStatusChips } from "@/components/vendors/vendor-role-chip";
import type { MemberVendor } from "@/lib/vendors/schema";

/**
 * One of the user's vendors: its initial, name (the link to its page), public address and the
 * user's role; "Active" for the account in use, else "Switch to".
 */
export function VendorListRow({
  vendor,
  isActive,
  isSwitching,
  isSwitchDisabled,
  onSwitch,
}: {
  vendor: MemberVendor;
  isActive: boolean;
  isSwitching: boolean;
  isSwitchDisabled: boolean;
  onSwitch: () => void;
}) {
  const t = useTranslations("vendors");
  const href = `/pages/vendors/${encodeURIComponent(vendor.id)}`;
  return (
    <Box
      component="li"
      data-vendor-id={vendor.id}
      sx={{
        display: "grid",
        gridTemplateColumns: "40px minmax(0, 1fr) auto",
        gridTemplateAreas: { xs: `"logo main main" "actions actions actions"`, sm: `"logo main actions"` },
        alignItems: "center",
        columnGap: 2,
        rowGap: 1.5,
        px: 2,
        py: 1.75,
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <Avatar variant="rounded" sx={{ gridArea: "logo", bgcolor: "primary.main", color: "primary.contrastText" }}>
        {vendor.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ gridArea: "main", minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Link
            component={NextLink}
            href={href}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
          >
            {vendor.name}
          </Link>
          <VendorStatusChips role={vendor.role} isActive={isActive} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          /p/hosts/{vendor.slug}
        </Typography>
      </Box>
      <Box sx={{ gridArea: "actions", display: "flex", gap: 1, justifyContent: { xs: "flex-start", sm: "flex-end" } }}>
        {!isActive && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<SwapHorizOutlined />}
            onClick={onSwitch}
            loading={isSwitching}
            disabled={isSwitchDisabled}
            aria-label={t("list.switchToNamed", { name: vendor.name })}
          >
            {t("list.switchTo")}
          </Button>
        )}
        <Button
          component={NextLink}
          href={href}
          size="small"
          variant="text"
          aria-label={t("list.manageNamed", { name: vendor.name })}
        >
          {t("list.manage")}
        </Button>
      </Box>
    </Box>
  );
}
