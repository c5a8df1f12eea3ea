import type { SvgIconComponent } from "@mui/icons-material";
import Apartment from "@mui/icons-material/Apartment";
import BarChart from "@mui/icons-material/BarChart";
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Campaign from "@mui/icons-material/Campaign";
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import Groups from "@mui/icons-material/Groups";
import Language from "@mui/icons-material/Language";
import MusicNote from "@mui/icons-material/MusicNote";
import RocketLaunch from "@mui/icons-material/RocketLaunch";
import ViewListOutlined from "@mui/icons-material/ViewListOutlined";
import StarOutline from "@mui/icons-material/StarBorder";
import WorkOutline from "@mui/icons-material/WorkOutlined";

// Boards name their icon as the sample does (`heroicons_outline:rocket-launch`); these are the
// ones the screens draw, and offer when a board is made or edited. An unknown name gets the default.
export const BOARD_ICONS = [
  { name: "heroicons_outline:rocket-launch", key: "rocket", Icon: RocketLaunch },
  { name: "heroicons_outline:building-office-2", key: "building", Icon: Apartment },
  { name: "heroicons_outline:globe-alt", key: "globe", Icon: Language },
  { name: "heroicons_outline:calendar", key: "calendar", Icon: CalendarMonth },
  { name: "heroicons_outline:ticket", key: "ticket", Icon: ConfirmationNumber },
  { name: "heroicons_outline:megaphone", key: "megaphone", Icon: Campaign },
  { name: "heroicons_outline:user-group", key: "team", Icon: Groups },
  { name: "heroicons_outline:musical-note", key: "music", Icon: MusicNote },
  { name: "heroicons_outline:chart-bar", key: "chart", Icon: BarChart },
  { name: "heroicons_outline:briefcase", key: "briefcase", Icon: WorkOutline },
  { name: "heroicons_outline:star", key: "star", Icon: StarOutline },
  { name: "heroicons_outline:queue-list", key: "list", Icon: ViewListOutlined },
] as const satisfies readonly { name: string; key: string; Icon: SvgIconComponent }[];

export function BoardIcon({ name, fontSize }: { name: string | null; fontSize?: "small" | "medium" | "large" }) {
  const Icon: SvgIconComponent = BOARD_ICONS.find((icon) => icon.name === name)?.Icon ?? DashboardOutlined;
  return <Icon fontSize={fontSize} />;
}
