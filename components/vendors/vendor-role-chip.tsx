"use client";
import { useTranslations } from "next-intl";
import Chip from "@mui/material/Chip";
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
