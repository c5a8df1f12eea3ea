"use client";
import type { SvgIconComponent } from "@mui/icons-material";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import BoltOutlined from "@mui/icons-material/BoltOutlined";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import CelebrationOutlined from "@mui/icons-material/CelebrationOutlined";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import ConfirmationNumberOutlined from "@mui/icons-material/ConfirmationNumberOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import EditNoteOutlined from "@mui/icons-material/EditNoteOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import GroupOutlined from "@mui/icons-material/GroupOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import LinkOutlined from "@mui/icons-material/LinkOutlined";
import LocalFireDepartmentOutlined from "@mui/icons-material/LocalFireDepartmentOutlined";
import MailOutlined from "@mui/icons-material/MailOutlined";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import StarBorderOutlined from "@mui/icons-material/StarBorderOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";

// The icons the shell's sample data uses, plus a few a user is likely to pick for a shortcut.
// Importing every Material icon by name would put thousands of icons in the bundle; an unknown
// name gets the caller's fallback instead.
const PANEL_ICONS = {
  bolt: BoltOutlined,
  calendar_month: CalendarMonthOutlined,
  celebration: CelebrationOutlined,
  chat: ChatOutlined,
  confirmation_number: ConfirmationNumberOutlined,
  dashboard: DashboardOutlined,
  description: DescriptionOutlined,
  edit_note: EditNoteOutlined,
  event: EventOutlined,
  group: GroupOutlined,
  help: HelpOutlineOutlined,
  home: HomeOutlined,
  insights: InsightsOutlined,
  link: LinkOutlined,
  local_fire_department: LocalFireDepartmentOutlined,
  mail: MailOutlined,
  notifications: NotificationsNoneOutlined,
  payments: PaymentsOutlined,
  person: PersonOutlined,
  settings: SettingsOutlined,
  star: StarBorderOutlined,
  storefront: StorefrontOutlined,
  task_alt: TaskAltOutlined,
} satisfies Record<string, SvgIconComponent>;

/** The icon names a shortcut's icon field suggests. */
export const PANEL_ICON_NAMES = Object.keys(PANEL_ICONS).sort();

/** "mat_outline:calendar-month" and "calendar_month" name the same icon. */
function iconKey(name: string): string {
  return (name.split(":").pop() ?? "").trim().toLowerCase().replace(/-/g, "_");
}

function isPanelIconName(key: string): key is keyof typeof PANEL_ICONS {
  return Object.hasOwn(PANEL_ICONS, key);
}

/** An icon given by its Material name; decorative, so hidden from assistive technology. */
export function PanelIcon({
  iconName,
  fallback: Fallback = LinkOutlined,
  ...props
}: { iconName: string | null | undefined; fallback?: SvgIconComponent } & SvgIconProps) {
  const key = iconKey(iconName ?? "");
  const Icon = isPanelIconName(key) ? PANEL_ICONS[key] : Fallback;
  return <Icon aria-hidden {...props} />;
}
