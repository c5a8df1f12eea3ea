"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import MailOutlined from "@mui/icons-material/MailOutlined";
import type { MemberActionsApi } from "@/components/vendors/use-member-actions";
import { formatDay } from "@/components/vendors/vendor-format";
import { VendorRoleChip } from "@/components/vendors/vendor-role-chip";
import type { PendingInvitation } from "@/lib/vendors/team-schema";

/** A pending invitation: the address, the role it gives, until when the link works; owners resend or revoke it. */
export function InvitationRow({
  invitation,
  canManage,
  actions,
}: {
  invitation: PendingInvitation;
  canManage: boolean;
  actions: MemberActionsApi;
}) {
  const t = useTranslations("vendors.members");
  const locale = useLocale();
  const isBusy = actions.busy !== null && actions.busy.endsWith(`:${invitation.id}`);
  return (
    <Box
      component="li"
      data-invitation-id={invitation.id}
      sx={{
        display: "flex",
        alignItems: "center",
        flexWrap: "wrap",
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        opacity: isBusy ? 0.6 : 1,
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <MailOutlined color="action" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{invitation.email}</Typography>
          <VendorRoleChip role={invitation.role} />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t("expires", { date: formatDay(invitation.expiresAt, locale) })}
        </Typography>
      </Box>
      {canManage && (
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button
            size="small"
            onClick={() => void actions.resend(invitation)}
            disabled={isBusy}
            aria-label={t("resendTo", { email: invitation.email })}
          >
            {t("resend")}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => void actions.revoke(invitation)}
            disabled={isBusy}
            aria-label={t("revokeFor", { email: invitation.email })}
          >
            {t("revoke")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
