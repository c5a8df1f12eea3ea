"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import InsertLink from "@mui/icons-material/InsertLink";
import LinkOff from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { RichTextActive, RichTextCommand } from "@/components/events/use-rich-text-editor";

/** Keeps the selection in the box while a toolbar button is pressed. */
const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

/** The description editor's buttons: bold, italic, the two lists (pressed where the caret is in one), link and unlink. */
export function RichTextToolbar({
  editorId,
  active,
  onRun,
  onLink,
  onUnlink,
}: {
  /** The id of the box the toolbar edits. */
  editorId: string;
  active: RichTextActive;
  onRun: (command: RichTextCommand) => void;
  onLink: () => void;
  onUnlink: () => void;
}) {
  const t = useTranslations("events.editor.richText");
  const tools: { command: RichTextCommand; label: string; icon: ReactNode }[] = [
    { command: "bold", label: t("bold"), icon: <FormatBold fontSize="small" /> },
    { command: "italic", label: t("italic"), icon: <FormatItalic fontSize="small" /> },
    { command: "insertUnorderedList", label: t("bulletList"), icon: <FormatListBulleted fontSize="small" /> },
    { command: "insertOrderedList", label: t("numberedList"), icon: <FormatListNumbered fontSize="small" /> },
  ];

  return (
    <Box
      role="toolbar"
      aria-label={t("toolbar")}
      aria-controls={editorId}
      sx={{
        display: "flex",
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: "action.hover",
      }}
    >
      {tools.map((tool) => (
        <Tooltip key={tool.command} title={tool.label}>
          <IconButton
            size="small"
            aria-label={tool.label}
            aria-pressed={active[tool.command]}
            color={active[tool.command] ? "primary" : "default"}
            onMouseDown={keepSelection}
            onClick={() => onRun(tool.command)}
          >
            {tool.icon}
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t("link")}>
        <IconButton size="small" aria-label={t("link")} onMouseDown={keepSelection} onClick={onLink}>
          <InsertLink fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t("unlink")}>
        <IconButton size="small" aria-label={t("unlink")} onMouseDown={keepSelection} onClick={onUnlink}>
          <LinkOff fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
