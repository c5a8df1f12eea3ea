"use client";
import { useTranslations } from "next-intl";
import Chip from "@mui/material/Chip";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import { toVendorRole } from "@/components/vendors/vendor-permissions";

const ROLE_COLOURS = { owner: "primary", admin: "secondary", staff: "default" } as const;

/** A member's role (owner / admin / staff) as a small chip. */
export function VendorRoleChip({ role }: { role: string }) {
  const t = useTranslations("vendors");
  const known = toVendorRole(role);
  return (
    <Chip
      size="small"
      variant={known === "staff" ? "outlined" : "filled"}
      color={ROLE_COLOURS[known]}
      label={t(`roles.${known}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The user's role in a vendor and, when it is the vendor they work in now, "Active". */
export function VendorStatusChips({ role, isActive }: { role: string; isActive: boolean }) {
  const t = useTranslations("vendors");
  return (
    <>
      <VendorRoleChip role={role} />
      {isActive && (
        <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlined />} label={t("list.active")} />
      )}
    </>
  );
}
