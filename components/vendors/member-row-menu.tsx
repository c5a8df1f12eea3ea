"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVert from "@mui/icons-material/MoreVert";
import PersonRemoveOutlined from "@mui/icons-material/PersonRemoveOutlined";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";
import type { MemberActionsApi } from "@/components/vendors/use-member-actions";
import type { MemberActions } from "@/components/vendors/vendor-permissions";
import type { VendorMemberRow } from "@/lib/vendors/team-schema";

/** A member's menu for an owner: "Transfer ownership" to them, "Remove from vendor". */
export function MemberRowMenu({
  member,
  allowed,
  actions,
  disabled,
}: {
  member: VendorMemberRow;
  allowed: MemberActions;
  actions: MemberActionsApi;
  disabled: boolean;
}) {
  const t = useTranslations("vendors.members");
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = member.name || member.email;

  function pick(action: () => Promise<void>) {
    setAnchor(null);
    void action();
  }

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t("actionsFor", { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
      >
        <MoreVert />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-labelledby": buttonId } }}
      >
        {allowed.transfer && (
          <MenuItem onClick={() => pick(() => actions.transfer(member))}>
            <ListItemIcon>
              <WorkspacePremiumOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("transfer")}</ListItemText>
          </MenuItem>
        )}
        {allowed.remove && (
          <MenuItem onClick={() => pick(() => actions.remove(member))} sx={{ color: "error.main" }}>
            <ListItemIcon sx={{ color: "inherit" }}>
              <PersonRemoveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("remove")}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
