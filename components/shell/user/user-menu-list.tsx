"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import AddBusinessOutlinedIcon from "@mui/icons-material/AddBusinessOutlined";
import CheckIcon from "@mui/icons-material/Check";
import LogoutIcon from "@mui/icons-material/Logout";
import PersonOutlinedIcon from "@mui/icons-material/PersonOutlined";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import type { UserStatus } from "@/lib/auth/schema";
import type { AccountId } from "@/lib/shell/user/account-switch";
import type { PanelLoadState } from "@/lib/shell/panels/load-state";
import { SELECTABLE_STATUSES, statusColor } from "@/lib/shell/user/status";
import { StatusAvatar } from "@/components/shell/user/status-avatar";
import { StatusDot } from "@/components/shell/user/status-dot";
import { VendorsLoadState } from "@/components/shell/user/vendors-load-state";
import type { UserMenuUser, UserMenuVendor } from "@/components/shell/user-menu";

const STATUS_LABEL_KEYS = {
  online: "online",
  away: "away",
  busy: "busy",
  "not-visible": "notVisible",
} as const satisfies Record<UserStatus, string>;

const SUBHEADER_SX = {
  bgcolor: "transparent",
  lineHeight: 2.5,
  fontSize: 12,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: 0.4,
} as const;

/**
 * The user menu's list (the trigger is components/shell/user-menu.tsx, which keeps the state): the
 * user's name and email, the status picker, profile and settings, the account switcher when the
 * vendors flag is on, and sign-out.
 */
export function UserMenuList({
  menuId,
  buttonId,
  anchorEl,
  onClose: close,
  user,
  status,
  onPickStatus,
  isVendorsEnabled,
  vendors,
  vendorsLoadState,
  onRetryVendors: reloadVendors,
  activeVendorId,
  pendingVendorId,
  onPickAccount,
}: {
  menuId: string;
  buttonId: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  user: UserMenuUser;
  status: string;
  onPickStatus: (status: UserStatus) => void;
  isVendorsEnabled: boolean;
  vendors: UserMenuVendor[];
  vendorsLoadState: PanelLoadState;
  onRetryVendors: () => void;
  activeVendorId: AccountId;
  pendingVendorId: AccountId | undefined;
  onPickAccount: (vendorId: AccountId) => void;
}) {
  const t = useTranslations("userMenu");
  const isOpen = anchorEl !== null;
  return (
    <Menu
      id={menuId}
      anchorEl={anchorEl}
      open={isOpen}
      onClose={close}
      variant="menu"
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        paper: { sx: { width: 288, maxWidth: "calc(100vw - 24px)", mt: 0.5 } },
        list: { "aria-labelledby": buttonId },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, pt: 1, pb: 1.5 }}>
        <StatusAvatar name={user.name} avatar={user.avatar} status={status} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap data-testid="user-menu-name">
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap data-testid="user-menu-email">
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <ListSubheader disableSticky sx={SUBHEADER_SX}>
        {t("setStatus")}
      </ListSubheader>
      {SELECTABLE_STATUSES.map((option) => (
        <MenuItem key={option} role="menuitemradio" selected={option === status} onClick={() => onPickStatus(option)}>
          <ListItemIcon>
            <StatusDot color={statusColor(option)} />
          </ListItemIcon>
          <ListItemText>{t(`status.${STATUS_LABEL_KEYS[option]}`)}</ListItemText>
          {option === status && <CheckIcon fontSize="small" color="primary" aria-hidden />}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component={NextLink} href="/pages/settings" onClick={close}>
        <ListItemIcon>
          <PersonOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("profile")}</ListItemText>
      </MenuItem>
      <MenuItem component={NextLink} href="/pages/settings" onClick={close}>
        <ListItemIcon>
          <SettingsOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("settings")}</ListItemText>
      </MenuItem>
      {isVendorsEnabled && <Divider />}
      {isVendorsEnabled && <VendorsLoadState loadState={vendorsLoadState} onRetry={reloadVendors} />}
      {isVendorsEnabled && vendors.length > 0 && (
        <AccountChoices
          vendors={vendors}
          activeVendorId={activeVendorId}
          pendingVendorId={pendingVendorId}
          onPick={onPickAccount}
        />
      )}
      {isVendorsEnabled && (
        <MenuItem component={NextLink} href="/vendor-sign-up" onClick={close}>
          <ListItemIcon>
            <AddBusinessOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("createVendor")}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      <MenuItem component={NextLink} href="/sign-out" prefetch={false} onClick={close}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t("signOut")}</ListItemText>
      </MenuItem>
    </Menu>
  );
}

/** "Switch account": the personal account, then each vendor; the active one is checked. */
function AccountChoices({
  vendors,
  activeVendorId,
  pendingVendorId,
  onPick,
}: {
  vendors: UserMenuVendor[];
  activeVendorId: AccountId;
  /** The account being switched to; undefined while no switch is in progress. */
  pendingVendorId: AccountId | undefined;
  onPick: (vendorId: AccountId) => void;
}) {
  const t = useTranslations("userMenu");
  const accounts: Array<{ vendorId: AccountId; name: string; icon: typeof PersonOutlinedIcon }> = [
    { vendorId: null, name: t("personalAccount"), icon: PersonOutlinedIcon },
    ...vendors.map((vendor) => ({ vendorId: vendor.id, name: vendor.name, icon: StorefrontOutlinedIcon })),
  ];
  return (
    <>
      <ListSubheader disableSticky sx={SUBHEADER_SX}>
        {t("switchAccount")}
      </ListSubheader>
      {accounts.map(({ vendorId, name, icon: Icon }) => {
        const isActive = vendorId === activeVendorId;
        const isPending = pendingVendorId !== undefined && vendorId === pendingVendorId;
        return (
          <MenuItem
            key={vendorId ?? "personal"}
            role="menuitemradio"
            selected={isActive}
            aria-busy={isPending || undefined}
            data-account-id={vendorId ?? "personal"}
            onClick={() => onPick(vendorId)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText slotProps={{ primary: { noWrap: true } }}>{name}</ListItemText>
            {isPending ? (
              <CircularProgress size={16} aria-label={t("switching")} />
            ) : (
              isActive && <CheckIcon fontSize="small" color="primary" aria-hidden />
            )}
          </MenuItem>
        );
      })}
    </>
  );
}
