"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { PanelIcon } from "@/components/shell/panels/panel-icon";
import type { Shortcut } from "@/lib/swr/use-shortcuts";

type ShortcutGridProps = {
  shortcuts: Shortcut[];
  /**
   * "view": each tile links to its shortcut's page; "modify": each tile picks the shortcut to edit.
   */
  mode: "view" | "modify";
  onNavigate: () => void;
  onPick: (shortcut: Shortcut) => void;
};

/** The shortcuts as a two-column grid of tiles. */
export function ShortcutGrid({ shortcuts, mode, onNavigate, onPick }: ShortcutGridProps) {
  const t = useTranslations("panels.shortcuts");
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: "none",
        display: "grid",
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        // Hairlines between the tiles, none around the grid.
        "& > li": { borderBottom: 1, borderColor: "divider" },
        "& > li:nth-of-type(odd)": { borderRight: 1, borderColor: "divider" },
      }}
    >
      {shortcuts.map((shortcut) => (
        <Box component="li" key={shortcut.id} sx={{ display: "flex" }}>
          {mode === "view" ? (
            <ButtonBase
              href={shortcut.link}
              LinkComponent={shortcut.useRouter ? NextLink : "a"}
              onClick={onNavigate}
              sx={tileSx}
            >
              <ShortcutTileBody shortcut={shortcut} />
            </ButtonBase>
          ) : (
            <ButtonBase
              aria-label={t("editNamed", { label: shortcut.label })}
              onClick={() => onPick(shortcut)}
              sx={tileSx}
            >
              <ShortcutTileBody shortcut={shortcut} />
              <EditOutlined
                aria-hidden
                sx={{ position: "absolute", top: 8, right: 8, fontSize: 18, color: "text.secondary" }}
              />
            </ButtonBase>
          )}
        </Box>
      ))}
    </Box>
  );
}

function ShortcutTileBody({ shortcut }: { shortcut: Shortcut }) {
  return (
    <>
      <Avatar
        sx={(theme) => ({
          width: 48,
          height: 48,
          mb: 1,
          color: "primary.main",
          bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
        })}
      >
        <PanelIcon iconName={shortcut.icon} />
      </Avatar>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: "100%" }}>
        {shortcut.label}
      </Typography>
      {shortcut.description && (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: "100%" }}>
          {shortcut.description}
        </Typography>
      )}
    </>
  );
}

const tileSx = {
  position: "relative",
  flex: 1,
  minWidth: 0,
  minHeight: 120,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  px: 1.5,
  py: 2,
  textAlign: "center",
  color: "inherit",
  textDecoration: "none",
  "&:hover, &.Mui-focusVisible": { bgcolor: "action.hover" },
} as const;
