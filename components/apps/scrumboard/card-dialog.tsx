"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import { DueBadge } from "@/components/apps/scrumboard/board-card";
import { labelSx } from "@/components/apps/scrumboard/label-colors";
import type { BoardActions } from "@/components/apps/scrumboard/use-board-actions";
import type { BoardCard, FullBoard } from "@/lib/scrumboard/board-state";
import { DESCRIPTION_MAX, TITLE_MAX } from "@/lib/scrumboard/schema";
import { DateField } from "@/components/ui/date-field";

type Props = {
  board: FullBoard;
  card: BoardCard;
  actions: BoardActions;
  onClose: () => void;
  onManageLabels: () => void;
};

/**
 * A card opened (its own URL, `?card={id}`): title and description save when the field is left,
 * labels and due date at once; delete offers Undo.
 */
export function CardDialog({ board, card, actions, onClose, onManageLabels }: Props) {
  const t = useTranslations("scrumboardApp.card");
  const tCommon = useTranslations("appsCommon");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description);
  const listTitle = board.lists.find((list) => list.id === card.listId)?.title ?? "";
  const dueDay = card.dueDate ? card.dueDate.slice(0, 10) : "";

  const saveTitle = () => {
    const trimmed = title.trim();
    if (!trimmed) setTitle(card.title);
    else if (trimmed !== card.title) actions.updateCard(card.id, { title: trimmed });
  };
  const saveDescription = () => {
    if (description !== card.description) actions.updateCard(card.id, { description });
  };
  const toggleLabel = (labelId: string) => {
    const labels = card.labels.includes(labelId)
      ? card.labels.filter((id) => id !== labelId)
      : [...card.labels, labelId];
    actions.updateCard(card.id, { labels });
  };
  // Closing (Escape, the cross, Done) keeps what was typed, as leaving the field would.
  const close = () => {
    saveTitle();
    saveDescription();
    onClose();
  };
  const setDue = (day: string) => actions.updateCard(card.id, { dueDate: day ? `${day}T00:00:00.000Z` : null });

  return (
    <Dialog open onClose={close} fullScreen={isPhone} fullWidth maxWidth="sm" aria-labelledby="card-dialog-title">
      <DialogTitle id="card-dialog-title" sx={{ display: "flex", alignItems: "flex-start", gap: 1, pr: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            fullWidth
            variant="standard"
            multiline
            value={title}
            onChange={(event) => setTitle(event.target.value.replace(/\n/g, ""))}
            onBlur={saveTitle}
            slotProps={{
              htmlInput: { "aria-label": t("title"), maxLength: TITLE_MAX },
              input: { disableUnderline: true, sx: { fontSize: "1.25rem", fontWeight: 700 } },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {t("inList", { list: listTitle })}
          </Typography>
        </Box>
        <IconButton onClick={close} aria-label={tCommon("close")}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
        <Box component="section" aria-labelledby="card-labels-heading">
          <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
            <Typography id="card-labels-heading" variant="subtitle2" sx={{ flex: 1 }}>
              {t("labels")}
            </Typography>
            <Button size="small" startIcon={<LabelOutlined />} onClick={onManageLabels}>
              {t("manageLabels")}
            </Button>
          </Box>
          {board.labels.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t("noLabels")}
            </Typography>
          ) : (
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
              {board.labels.map((label) => {
                const isOn = card.labels.includes(label.id);
                return (
                  <Chip
                    key={label.id}
                    label={label.title}
                    icon={
                      isOn ? (
                        <Check />
                      ) : (
                        <Box
                          component="span"
                          aria-hidden
                          sx={[
                            { width: 12, height: 12, borderRadius: "50%", ml: "8px !important" },
                            labelSx(label.id) as object,
                          ]}
                        />
                      )
                    }
                    aria-pressed={isOn}
                    onClick={() => toggleLabel(label.id)}
                    variant={isOn ? "filled" : "outlined"}
                    sx={isOn ? [labelSx(label.id) as object, { "& .MuiChip-icon": { color: "inherit" } }] : undefined}
                  />
                );
              })}
            </Box>
          )}
        </Box>
        <Box component="section" sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <DateField size="small" label={t("dueDate")} value={dueDay} onChange={setDue} sx={{ width: 200 }} />
          {card.dueDate && (
            <>
              <DueBadge dueDate={card.dueDate} size="medium" />
              <Button size="small" onClick={() => setDue("")}>
                {t("clearDueDate")}
              </Button>
            </>
          )}
        </Box>
        <TextField
          label={t("description")}
          placeholder={t("descriptionPlaceholder")}
          multiline
          minRows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={saveDescription}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: "space-between" }}>
        <Button
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => {
            onClose();
            actions.deleteCard(card.id);
          }}
        >
          {t("delete")}
        </Button>
        <Button variant="contained" onClick={close}>
          {t("done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
