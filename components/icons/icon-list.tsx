"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import { AppIcon } from "@/components/ui/app-icon";
import { iconFontSize, type IconViewProps } from "@/components/icons/icon-grid";
import { useArrowKeys } from "@/components/icons/use-arrow-keys";
import { useWindowRows } from "@/components/icons/use-window-rows";
import { fullIconName } from "@/lib/icons/names";

const ROW_HEIGHT = 52;

/** The icons as rows: the icon, its full `namespace:name` (what is copied) and a copy hint. Virtualised. */
export function IconList({ namespace, names, grid, onCopy }: IconViewProps) {
  const t = useTranslations("iconsPage");
  const { ref, virtualizer, scrollMargin } = useWindowRows<HTMLDivElement>(names.length, ROW_HEIGHT);
  const onKeyDown = useArrowKeys(virtualizer, 1, names.length, () => ref.current);

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Box
        ref={ref}
        role="list"
        aria-label={t("iconsLabel")}
        onKeyDown={onKeyDown}
        sx={{ position: "relative", height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const name = names[row.index];
          const fullName = fullIconName(namespace, name);
          return (
            <Box
              role="listitem"
              key={row.key}
              sx={{
                position: "absolute",
                top: 0,
                left: 0,
                width: "100%",
                height: ROW_HEIGHT,
                transform: `translateY(${row.start - scrollMargin}px)`,
              }}
            >
              <ButtonBase
                data-icon-index={row.index}
                onClick={() => onCopy(fullName)}
                aria-label={t("copyName", { name: fullName })}
                sx={{
                  width: "100%",
                  height: "100%",
                  justifyContent: "flex-start",
                  gap: 2,
                  px: 2,
                  borderRadius: 2,
                  textAlign: "left",
                  color: "text.primary",
                  "&:hover, &.Mui-focusVisible": { bgcolor: "action.hover" },
                  "&:hover .copy-hint, &.Mui-focusVisible .copy-hint": { opacity: 1 },
                  "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
                }}
              >
                <AppIcon name={fullName} sx={{ fontSize: iconFontSize(grid) }} />
                <Typography noWrap sx={{ flex: 1, minWidth: 0, fontFamily: "monospace", fontSize: 14 }}>
                  {fullName}
                </Typography>
                <ContentCopyOutlined
                  className="copy-hint"
                  fontSize="small"
                  aria-hidden
                  sx={{ color: "text.secondary", opacity: { xs: 0.6, md: 0 }, transition: "opacity 120ms" }}
                />
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
