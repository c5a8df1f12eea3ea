"use client";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import AppsOutlined from "@mui/icons-material/AppsOutlined";
import BarChartOutlined from "@mui/icons-material/BarChartOutlined";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import ContactsOutlined from "@mui/icons-material/ContactsOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import FolderOutlined from "@mui/icons-material/FolderOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import MailOutlined from "@mui/icons-material/MailOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import StickyNote2Outlined from "@mui/icons-material/StickyNote2Outlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import TimelineOutlined from "@mui/icons-material/TimelineOutlined";
import ViewKanbanOutlined from "@mui/icons-material/ViewKanbanOutlined";
import type { ComponentType } from "react";

// The navigation's icons by name (the API answers names). Listing them keeps the bundle to the
// icons the menus use instead of all of @mui/icons-material.
const NAV_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  apps: AppsOutlined,
  bar_chart: BarChartOutlined,
  calendar_month: CalendarMonthOutlined,
  chat: ChatOutlined,
  contacts: ContactsOutlined,
  dashboard: DashboardOutlined,
  event: EventOutlined,
  folder: FolderOutlined,
  help: HelpOutlineOutlined,
  insights: InsightsOutlined,
  inventory_2: Inventory2Outlined,
  mail: MailOutlined,
  payments: PaymentsOutlined,
  school: SchoolOutlined,
  settings: SettingsOutlined,
  sticky_note_2: StickyNote2Outlined,
  storefront: StorefrontOutlined,
  task_alt: TaskAltOutlined,
  timeline: TimelineOutlined,
  view_kanban: ViewKanbanOutlined,
};

export function NavIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const Icon = (name && NAV_ICONS[name]) || DescriptionOutlined;
  return <Icon {...props} />;
}
