import type { SvgIconComponent } from "@mui/icons-material";
import Box from "@mui/material/Box";
import BuildOutlined from "@mui/icons-material/BuildOutlined";
import CelebrationOutlined from "@mui/icons-material/CelebrationOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import FestivalOutlined from "@mui/icons-material/FestivalOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import MicOutlined from "@mui/icons-material/MicOutlined";
import MusicNoteOutlined from "@mui/icons-material/MusicNoteOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SportsSoccerOutlined from "@mui/icons-material/SportsSoccerOutlined";
import { categoryGradient } from "@/lib/public/placeholder";

const CATEGORY_ICONS: Record<string, SvgIconComponent> = {
  conference: MicOutlined,
  workshop: BuildOutlined,
  meetup: GroupsOutlined,
  concert: MusicNoteOutlined,
  festival: FestivalOutlined,
  sports: SportsSoccerOutlined,
  party: CelebrationOutlined,
  class: SchoolOutlined,
  other: EventOutlined,
};

/**
 * An event's cover: the host's picture, else a gradient of its category with the category's
 * icon. Decorative (the title beside it says what it is), so the image has an empty alt.
 */
export function EventCover({
  image,
  category,
  ratio = "16 / 9",
  iconSize = 56,
  priority = false,
}: {
  image: string | null;
  category: string;
  ratio?: string;
  iconSize?: number;
  priority?: boolean;
}) {
  const Icon = CATEGORY_ICONS[category] ?? EventOutlined;
  return (
    <Box
      sx={{
        position: "relative",
        aspectRatio: ratio,
        overflow: "hidden",
        background: categoryGradient(category),
        display: "grid",
        placeItems: "center",
      }}
    >
      {image ? (
        // A plain <img>: covers are host-supplied URLs or data URLs of any origin, which next/image would need configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image}
          alt=""
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          {...(priority ? { fetchPriority: "high" as const } : {})}
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
        />
      ) : (
        <Icon
          aria-hidden
          sx={{ fontSize: iconSize, color: "rgba(255,255,255,0.85)", filter: "drop-shadow(0 2px 8px rgba(0,0,0,0.2))" }}
        />
      )}
    </Box>
  );
}
