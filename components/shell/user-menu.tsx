"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState, type MouseEvent } from "react";
import IconButton from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";
import type { UserStatus } from "@/lib/auth/schema";
import type { AccountId } from "@/lib/shell/user/account-switch";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";
import { StatusAvatar } from "@/components/shell/user/status-avatar";
import { useAccountSwitcher } from "@/components/shell/user/use-account-switcher";
import { useAccountVendors } from "@/lib/swr/use-account-vendors";
import { useUserStatus } from "@/components/shell/user/use-user-status";

// The menu's list (and MUI's Menu, Popover and Modal with it) loads on the first opening, or as
// soon as the pointer or the focus reaches the avatar: not part of every signed-in page's first
// load (issue 17). The state stays here, so the avatar's status and the vendors' reading are as before.
const loadUserMenuList = () => import("@/components/shell/user/user-menu-list").then((module) => module.UserMenuList);
const UserMenuList = dynamic(loadUserMenuList, { ssr: false });

export type UserMenuUser = { id: string; name: string; email: string; avatar: string | null; status: string };
export type UserMenuVendor = { id: string; name: string; slug: string; role: string };

/**
 * The top bar's user menu (specification, sections 2 and 4): the avatar with its status dot, the
 * user's name and email, the status picker, profile and settings, sign-out and — only with the
 * vendors flag on — the account switcher. `vendors` is null when the server could not read them:
 * the switcher then lists no vendor, reads them again and offers a retry.
 */
export function UserMenu({
  user,
  vendors: serverVendors,
  activeVendorId,
  isVendorsEnabled,
}: {
  user: UserMenuUser;
  vendors: UserMenuVendor[] | null;
  activeVendorId: string | null;
  isVendorsEnabled: boolean;
}) {
  const t = useTranslations("userMenu");
  const buttonId = useId();
  const menuId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [status, changeStatus] = useUserStatus(user.status);
  const accounts = useAccountSwitcher(activeVendorId);
  const {
    vendors,
    loadState: vendorsLoadState,
    reload: reloadVendors,
  } = useAccountVendors(serverVendors, isVendorsEnabled);
  const isOpen = anchorEl !== null;
  const hasOpened = useHasOpened(isOpen);

  const close = () => setAnchorEl(null);

  function onPickStatus(next: UserStatus) {
    close();
    if (next !== status) changeStatus(next);
  }

  async function onPickAccount(vendorId: AccountId) {
    const outcome = await accounts.switchTo(vendorId);
    // A refusal for "already active" is a click on the checked entry: nothing to do but close.
    // A failure leaves everything as it was (section 4), the menu included.
    if (outcome.kind === "switched" || (outcome.kind === "refused" && outcome.reason === "already-active")) close();
  }

  return (
    <>
      <Tooltip title={t("label")}>
        <IconButton
          id={buttonId}
          aria-label={t("label")}
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={isOpen ? menuId : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
          onPointerEnter={() => void loadUserMenuList()}
          onFocus={() => void loadUserMenuList()}
          sx={{ p: 0.5 }}
        >
          <StatusAvatar name={user.name} avatar={user.avatar} status={status} size={32} />
        </IconButton>
      </Tooltip>
      {hasOpened && (
        <UserMenuList
          menuId={menuId}
          buttonId={buttonId}
          anchorEl={anchorEl}
          onClose={close}
          user={user}
          status={status}
          onPickStatus={onPickStatus}
          isVendorsEnabled={isVendorsEnabled}
          vendors={vendors}
          vendorsLoadState={vendorsLoadState}
          onRetryVendors={reloadVendors}
          activeVendorId={accounts.activeVendorId}
          pendingVendorId={accounts.pending ? accounts.pending.vendorId : undefined}
          onPickAccount={onPickAccount}
        />
      )}
    </>
  );
}
