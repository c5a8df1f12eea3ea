"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { KeyboardEvent, ReactNode } from "react";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import type { FileItemAnswer } from "@/lib/file-manager/schema";
import { FileTypeIcon } from "@/components/apps/file-manager/file-type-icon";
import { countFromContents, formatFileDate, nextFocusIndex } from "@/components/apps/file-manager/file-format";
import type { ViewMode } from "@/lib/hooks/use-remembered-view";

type ItemsProps = {
  items: FileItemAnswer[];
  selectedId: string | null;
  /** A folder's address (folders are links: click, Enter, or a new tab). */
  folderHref: (item: FileItemAnswer) => string;
  onShowDetails: (item: FileItemAnswer) => void;
};

const ITEM_SELECTOR = "[data-fm-item]";

/**
 * Arrow keys move the focus between the items (in a grid, up and down jump a row, counted from
 * where the tiles fall on screen); Home and End go to the first and last.
 */
function onArrowKeys(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches(ITEM_SELECTOR)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
  const index = items.indexOf(target);
  const top = items[0]?.getBoundingClientRect().top;
  const columns = Math.max(1, items.filter((item) => item.getBoundingClientRect().top === top).length);
  const next = nextFocusIndex(event.key, index, items.length, columns);
  if (next === null) return;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * The item's main control: a link for a folder, a button showing the details for a file. It lies
 * under the item's content, which it covers, instead of holding it: the control is named by the
 * item's name, and the size and date shown beside the name would otherwise be visible text missing
 * from that name (WCAG 2.5.3, label in name).
 */
function ItemControl({
  item,
  folderHref,
  onShowDetails,
  children,
  sx,
}: Pick<ItemsProps, "folderHref" | "onShowDetails"> & { item: FileItemAnswer; children: ReactNode; sx: object }) {
  const isFolder = item.type === "folder";
  return (
    <Box
      sx={[
        {
          position: "relative",
          display: "flex",
          width: "100%",
          textAlign: "left",
          borderRadius: "inherit",
          "& > :not([data-fm-item])": { position: "relative", pointerEvents: "none" },
        },
        sx,
      ]}
    >
      <ButtonBase
        data-fm-item={item.id}
        aria-label={item.name}
        {...(isFolder
          ? { LinkComponent: NextLink, href: folderHref(item) }
          : { onClick: () => onShowDetails(item), "aria-haspopup": "dialog" as const })}
        sx={{
          position: "absolute",
          inset: 0,
          borderRadius: "inherit",
          "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
        }}
      />
      {children}
    </Box>
  );
}

function DetailsButton({ item, onShowDetails }: { item: FileItemAnswer; onShowDetails: ItemsProps["onShowDetails"] }) {
  const t = useTranslations("fileManagerApp");
  const label = t("detailsOf", { name: item.name });
  return (
    <Tooltip title={t("details")}>
      <IconButton size="small" aria-label={label} onClick={() => onShowDetails(item)}>
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function useItemMeta() {
  const t = useTranslations("fileManagerApp");
  const locale = useLocale();
  return {
    count: (item: FileItemAnswer) => {
      const count = countFromContents(item.contents);
      return count === null ? "" : t("itemCount", { count });
    },
    modified: (item: FileItemAnswer) => formatFileDate(item.modifiedAt, locale),
    type: (item: FileItemAnswer) => t(`types.${item.type}`),
  };
}

const selectedSx = (isSelected: boolean) =>
  isSelected
    ? { borderColor: "primary.main", bgcolor: "action.selected", "&:hover": { bgcolor: "action.selected" } }
    : {};

/** Folders as compact tiles, files as tiles with a large type icon (as Google Drive lays them out). */
export function FileGrid({ items, selectedId, folderHref, onShowDetails }: ItemsProps) {
  const meta = useItemMeta();
  return (
    <Box
      component="ul"
      onKeyDown={onArrowKeys}
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 2,
        // On a phone folders are rows (their names need the width) and files are two tiles a row.
        gridTemplateColumns: {
          xs: items.every((item) => item.type === "folder") ? "minmax(0, 1fr)" : "repeat(2, minmax(0, 1fr))",
          sm: "repeat(auto-fill, minmax(200px, 1fr))",
        },
      }}
    >
      {items.map((item) => {
        const isFolder = item.type === "folder";
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              position: "relative",
              border: 1,
              borderColor: "divider",
              borderRadius: 3,
              bgcolor: "background.paper",
              transition: "box-shadow .15s",
              "&:hover": { boxShadow: 2 },
              ...selectedSx(item.id === selectedId),
            }}
          >
            <ItemControl
              item={item}
              folderHref={folderHref}
              onShowDetails={onShowDetails}
              sx={{ flexDirection: "column", alignItems: "stretch", p: 1.5, gap: 1.25, height: "100%" }}
            >
              {!isFolder && (
                <Box
                  sx={{ height: 96, borderRadius: 2, bgcolor: "action.hover", display: "grid", placeItems: "center" }}
                >
                  <FileTypeIcon type={item.type} size={56} />
                </Box>
              )}
              <Box sx={{ display: "flex", alignItems: "center", gap: 1.25, minWidth: 0, pr: 4 }}>
                {isFolder && <FileTypeIcon type={item.type} size={36} />}
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, fontSize: 14 }} noWrap title={item.name}>
                    {item.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" noWrap>
                    {isFolder ? meta.count(item) : item.size}
                    {!isFolder && (
                      <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
                        {` · ${meta.modified(item)}`}
                      </Box>
                    )}
                  </Typography>
                </Box>
              </Box>
            </ItemControl>
            <Box
              sx={{ position: "absolute", right: 6, bottom: isFolder ? undefined : 10, top: isFolder ? 12 : undefined }}
            >
              <DetailsButton item={item} onShowDetails={onShowDetails} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

// The list's columns follow its own width (a container query), not the window's: the details
// pane beside it takes half the room on a laptop.
const NARROW = "@container (min-width: 480px)";
const WIDE = "@container (min-width: 720px)";
const listColumnsSx = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  [NARROW]: { gridTemplateColumns: "minmax(0, 1fr) 120px 80px" },
  [WIDE]: { gridTemplateColumns: "minmax(0, 1fr) 170px 120px 80px" },
};
const fromNarrowSx = { display: "none", [NARROW]: { display: "block" } };
const fromWideSx = { display: "none", [WIDE]: { display: "block" } };
const belowNarrowSx = { [NARROW]: { display: "none" } };

/** Rows with the name, owner, modified date and size (owner and dates drop out on small screens). */
export function FileList({ items, selectedId, folderHref, onShowDetails }: ItemsProps) {
  const t = useTranslations("fileManagerApp");
  const meta = useItemMeta();
  return (
    <Box
      sx={{
        containerType: "inline-size",
        border: 1,
        borderColor: "divider",
        borderRadius: 3,
        bgcolor: "background.paper",
        overflow: "hidden",
      }}
    >
      <Box
        aria-hidden
        sx={{
          ...listColumnsSx,
          gap: 2,
          pl: 2,
          pr: 7,
          py: 1.25,
          borderBottom: 1,
          borderColor: "divider",
          color: "text.secondary",
          fontSize: 13,
          fontWeight: 600,
        }}
      >
        <span>{t("columns.name")}</span>
        <Box component="span" sx={fromWideSx}>
          {t("columns.owner")}
        </Box>
        <Box component="span" sx={fromNarrowSx}>
          {t("columns.modified")}
        </Box>
        <Box component="span" sx={{ ...fromNarrowSx, textAlign: "right" }}>
          {t("columns.size")}
        </Box>
      </Box>
      <Box component="ul" onKeyDown={onArrowKeys} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {items.map((item) => {
          const isFolder = item.type === "folder";
          return (
            <Box
              component="li"
              key={item.id}
              sx={{
                display: "flex",
                alignItems: "center",
                pr: 1,
                borderBottom: 1,
                borderColor: "divider",
                "&:last-of-type": { borderBottom: 0 },
                "&:hover": { bgcolor: "action.hover" },
                ...selectedSx(item.id === selectedId),
              }}
            >
              <ItemControl
                item={item}
                folderHref={folderHref}
                onShowDetails={onShowDetails}
                sx={{ ...listColumnsSx, gap: 2, alignItems: "center", pl: 2, py: 1 }}
              >
                <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
                  <FileTypeIcon type={item.type} size={32} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500, fontSize: 14 }} noWrap title={item.name}>
                      {item.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p" noWrap>
                      {isFolder ? meta.count(item) : meta.type(item)}
                      <Box component="span" sx={belowNarrowSx}>
                        {` · ${item.size} · ${meta.modified(item)}`}
                      </Box>
                    </Typography>
                  </Box>
                </Box>
                <Typography variant="body2" color="text.secondary" noWrap sx={fromWideSx}>
                  {item.createdBy}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap sx={fromNarrowSx}>
                  {meta.modified(item)}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap sx={{ ...fromNarrowSx, textAlign: "right" }}>
                  {item.size}
                </Typography>
              </ItemControl>
              <DetailsButton item={item} onShowDetails={onShowDetails} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export type { ViewMode };
