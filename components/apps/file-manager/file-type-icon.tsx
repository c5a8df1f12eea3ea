"use client";
import Box from "@mui/material/Box";
import type { SvgIconComponent } from "@mui/icons-material";
import DescriptionIcon from "@mui/icons-material/Description";
import FolderIcon from "@mui/icons-material/Folder";
import ImageIcon from "@mui/icons-material/Image";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import TableChartIcon from "@mui/icons-material/TableChart";
import TextSnippetIcon from "@mui/icons-material/TextSnippet";
import type { FileItemType } from "@/lib/file-manager/schema";

/** Each type's icon and palette colour (tokens, so both colour schemes keep their contrast). */
const TYPE_LOOK: Record<FileItemType, { Icon: SvgIconComponent; color: string }> = {
  folder: { Icon: FolderIcon, color: "warning" },
  PDF: { Icon: PictureAsPdfIcon, color: "error" },
  XLS: { Icon: TableChartIcon, color: "success" },
  DOC: { Icon: DescriptionIcon, color: "info" },
  TXT: { Icon: TextSnippetIcon, color: "grey" },
  JPG: { Icon: ImageIcon, color: "secondary" },
};

/**
 * The item's type as a coloured icon on a tinted tile (decorative: the type is written beside it).
 * `size` is the tile's side in pixels.
 */
export function FileTypeIcon({ type, size = 40 }: { type: FileItemType; size?: number }) {
  const { Icon, color } = TYPE_LOOK[type] ?? TYPE_LOOK.TXT;
  const isGrey = color === "grey";
  return (
    <Box
      aria-hidden
      data-file-type={type}
      sx={(theme) => ({
        width: size,
        height: size,
        flex: "none",
        borderRadius: size > 48 ? 3 : 2,
        display: "grid",
        placeItems: "center",
        color: isGrey ? "text.secondary" : `${color}.main`,
        bgcolor: isGrey ? "action.hover" : `rgba(${theme.vars?.palette[color as "error"].mainChannel} / 0.12)`,
        ...theme.applyStyles("dark", {
          color: isGrey ? "text.secondary" : `${color}.light`,
          bgcolor: isGrey ? "action.selected" : `rgba(${theme.vars?.palette[color as "error"].mainChannel} / 0.2)`,
        }),
      })}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
