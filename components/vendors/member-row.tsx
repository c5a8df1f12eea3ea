"use client";
import { useLocale, useTranslations } from "next-intl";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Typography from "@mui/material/Typography";
import type { MemberActionsApi } from "@/components/vendors/use-member-actions";
import { MemberRowMenu } from "@/components/vendors/member-row-menu";
import { formatDay, initialOf } from "@/components/vendors/vendor-format";
import type { MemberActions } from "@/components/vendors/vendor-permissions";
import { VendorRoleChip } from "@/components/vendors/vendor-role-chip";
import type { VendorMemberRow, VendorRole } from "@/lib/vendors/team-schema";

/**
 * One member: initial, name ("You" on the viewer's own row), email and since when; the role as a
 * select for owners (a chip for everyone else) and the menu of what else the viewer may do to them.
 */
export function MemberRow({
  member,
  isSelf,
  allowed,
  actions,
}: {
  member: VendorMemberRow;
  isSelf: boolean;
  allowed: MemberActions;
  actions: MemberActionsApi;
}) {
  const t = useTranslations("vendors");
  const locale = useLocale();
  const isBusy = actions.busy !== null && actions.busy.endsWith(`:${member.userId}`);

  return (
    <Box
      component="li"
      data-user-id={member.userId}
      aria-busy={isBusy || undefined}
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "40px minmax(0, 1fr) auto", sm: "40px minmax(0, 1fr) auto 40px" },
        gridTemplateAreas: { xs: `"avatar main menu" ". role role"`, sm: `"avatar main role menu"` },
        alignItems: "center",
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        opacity: isBusy ? 0.6 : 1,
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <Avatar sx={{ gridArea: "avatar", bgcolor: "action.selected", color: "text.primary", fontWeight: 700 }}>
        {initialOf(member.name, member.email)}
      </Avatar>
      <Box sx={{ gridArea: "main", minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{member.name || member.email}</Typography>
          {isSelf && <Chip size="small" label={t("members.you")} />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {member.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t("members.since", { date: formatDay(member.since, locale) })}
        </Typography>
      </Box>
      <Box sx={{ gridArea: "role", justifySelf: { xs: "start", sm: "end" } }}>
        {allowed.roles.length > 0 ? (
          <Select
            size="small"
            value={member.role}
            disabled={isBusy}
            onChange={(event) => void actions.changeRole(member, event.target.value as VendorRole)}
            inputProps={{ "aria-label": t("members.roleOf", { name: member.name || member.email }) }}
            sx={{ minWidth: 128 }}
          >
            {allowed.roles.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </Select>
        ) : (
          <VendorRoleChip role={member.role} />
        )}
      </Box>
      <Box sx={{ gridArea: "menu", justifySelf: "end" }}>
        {(allowed.transfer || allowed.remove) && (
          <MemberRowMenu member={member} allowed={allowed} actions={actions} disabled={isBusy} />
        )}
      </Box>
    </Box>
  );
}
