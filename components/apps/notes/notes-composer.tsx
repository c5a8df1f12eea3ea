"use client";
import { useTranslations } from "next-intl";
import CheckBoxOutlined from "@mui/icons-material/CheckBoxOutlined";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";

/** Keep's "Take a note…" bar above the board: a text note, or a list straight away. */
export function NotesComposer({
  disabled,
  onCreate,
}: {
  disabled: boolean;
  onCreate: (kind: "text" | "list") => void;
}) {
  const t = useTranslations("notesApp");
  return (
    <Paper
      variant="outlined"
      sx={{
        display: "flex",
        alignItems: "center",
        maxWidth: 600,
        mx: "auto",
        mb: { xs: 2.5, md: 4 },
        borderRadius: 2,
        boxShadow: 1,
        pr: 0.5,
      }}
    >
      <ButtonBase
        disabled={disabled}
        onClick={() => onCreate("text")}
        sx={{
          flex: 1,
          justifyContent: "flex-start",
          px: 2,
          py: 1.5,
          borderRadius: 2,
          color: "text.secondary",
          fontSize: 16,
          fontWeight: 500,
        }}
      >
        {t("takeANote")}
      </ButtonBase>
      <Tooltip title={t("newList")}>
        <span>
          <IconButton aria-label={t("newList")} disabled={disabled} onClick={() => onCreate("list")}>
            <CheckBoxOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}
