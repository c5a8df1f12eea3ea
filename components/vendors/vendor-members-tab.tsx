"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { TabHeader } from "@/components/events/tab-parts";
import { RetryAlert } from "@/components/ui/retry-alert";
import { InvitationRow } from "@/components/vendors/invitation-row";
import { InviteMemberForm } from "@/components/vendors/invite-member-form";
import { MemberRow } from "@/components/vendors/member-row";
import { useMemberActions } from "@/components/vendors/use-member-actions";
import { VendorListSkeleton } from "@/components/vendors/vendor-list-skeleton";
import { canManageMembers, isLastOwner, memberActions, sortMembers } from "@/components/vendors/vendor-permissions";
import { useVendorMembers } from "@/lib/swr/use-vendors";
import type { VendorProfile } from "@/lib/vendors/team-schema";

/**
 * The team: who is in it with their role and since when, the invitations waiting for an answer,
 * and — for owners — the invitation form and each member's role and menu. Admins and staff read.
 */
export function VendorMembersTab({ vendor, currentUserId }: { vendor: VendorProfile; currentUserId: string }) {
  const t = useTranslations("vendors.members");
  const tCommon = useTranslations("vendors.common");
  const { data, error, mutate } = useVendorMembers(vendor.id);
  const actions = useMemberActions(vendor, currentUserId);
  const isOwner = canManageMembers(vendor.role);
  const members = data ? sortMembers(data.members) : [];
  const invitations = data?.invitations ?? [];
  const viewer = { userId: currentUserId, role: vendor.role };
  const self = members.find((member) => member.userId === currentUserId);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Paper variant="outlined" component="section" aria-label={t("title")} sx={{ overflow: "hidden" }}>
        <TabHeader title={t("title")} subtitle={data ? t("count", { count: members.length }) : undefined} />
        {!isOwner && (
          <Alert severity="info" variant="outlined" sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
            {t("ownersOnly")}
          </Alert>
        )}
        {isOwner && <InviteMemberForm vendorId={vendor.id} />}
        {isOwner && self && isLastOwner(self, members) && (
          <Alert severity="info" variant="outlined" sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
            {t("onlyOwner")}
          </Alert>
        )}
        <Divider />
        {error && !data ? (
          <RetryAlert
            message={t("loadFailed")}
            retryLabel={tCommon("retry")}
            onRetry={() => void mutate()}
            sx={{ m: 2 }}
          />
        ) : !data ? (
          <VendorListSkeleton rows={2} />
        ) : (
          <Box component="ul" aria-label={t("listLabel")} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {members.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                isSelf={member.userId === currentUserId}
                allowed={memberActions(viewer, member, members)}
                actions={actions}
              />
            ))}
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="invitations-heading" sx={{ overflow: "hidden" }}>
        <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
          <Typography id="invitations-heading" variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
            {t("pendingTitle")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("pendingSubtitle")}
          </Typography>
        </Box>
        <Divider />
        {!data ? (
          !error && <VendorListSkeleton rows={1} />
        ) : invitations.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
            {t("pendingEmpty")}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t("pendingTitle")} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} canManage={isOwner} actions={actions} />
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
