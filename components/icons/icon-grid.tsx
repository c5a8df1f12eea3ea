"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { AppIcon } from "@/components/ui/app-icon";
import { useArrowKeys } from "@/components/icons/use-arrow-keys";
import { useElementWidth, useWindowRows } from "@/components/icons/use-window-rows";
import { gridColumns } from "@/lib/icons/filter";
import { fullIconName } from "@/lib/icons/names";

const CELL_MIN_WIDTH = 112;
const ROW_HEIGHT = 104;

export type IconViewProps = {
  namespace: string;
  names: readonly string[];
  /** `icon-size-6` (24 px) or `icon-size-5` (20 px), as the API answers. */
  grid: string;
  onCopy: (fullName: string) => void;
};

export const iconFontSize = (grid: string) => (grid === "icon-size-5" ? "1.25rem" : "1.5rem");

/**
 * The icons as a grid of tiles: the icon and its name; a click (or Enter) copies the full name.
 * Virtualised by rows against the window, so of 2,000 Material icons only those in view load.
 */
export function IconGrid({ namespace, names, grid, onCopy }: IconViewProps) {
  const t = useTranslations("iconsPage");
  const { ref: widthRef, width } = useElementWidth<HTMLDivElement>();
  const columns = gridColumns(width, CELL_MIN_WIDTH);
  const rowCount = width ? Math.ceil(names.length / columns) : 0;
  const { ref, virtualizer, scrollMargin } = useWindowRows<HTMLDivElement>(rowCount, ROW_HEIGHT);
  const onKeyDown = useArrowKeys(virtualizer, columns, names.length, () => ref.current);

  return (
    <Paper variant="outlined" ref={widthRef} sx={{ p: 1 }}>
      <Box
        ref={ref}
        role="list"
        aria-label={t("iconsLabel")}
        onKeyDown={onKeyDown}
        sx={{ position: "relative", height: virtualizer.getTotalSize() || ROW_HEIGHT }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            sx={{
              position: "absolute",
              top: 0,
              left: 0,
              width: "100%",
              height: ROW_HEIGHT,
              transform: `translateY(${row.start - scrollMargin}px)`,
              display: "grid",
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {names.slice(row.index * columns, (row.index + 1) * columns).map((name, column) => {
              const fullName = fullIconName(namespace, name);
              return (
                <Box role="listitem" key={name} sx={{ minWidth: 0, p: 0.5 }}>
                  <ButtonBase
                    data-icon-index={row.index * columns + column}
                    onClick={() => onCopy(fullName)}
                    aria-label={t("copyName", { name: fullName })}
                    title={fullName}
                    sx={{
                      width: "100%",
                      height: "100%",
                      borderRadius: 2,
                      display: "flex",
                      flexDirection: "column",
                      gap: 1.25,
                      px: 1,
                      color: "text.primary",
                      "&:hover, &.Mui-focusVisible": { bgcolor: "action.hover" },
                      "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
                    }}
                  >
                    <AppIcon name={fullName} sx={{ fontSize: iconFontSize(grid) }} />
                    <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: "100%", fontSize: 12 }}>
                      {name}
                    </Typography>
                  </ButtonBase>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
