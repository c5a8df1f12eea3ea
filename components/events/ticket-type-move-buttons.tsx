"use client";
import { useTranslations } from "next-intl";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { TicketType } from "@/components/events/types";
import { moveButtonId } from "@/components/events/use-ticket-type-actions";

/** A ticket type's up and down arrows (the first cannot go up, the last not down); their ids let the focus follow a move. */
export function TicketTypeMoveButtons({
  ticketType,
  isFirst,
  isLast,
  onMove,
}: {
  ticketType: Pick<TicketType, "id" | "name">;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  const t = useTranslations("events");
  return (
    <Box sx={{ gridArea: "order", display: "flex", flexDirection: "column" }}>
      <Tooltip title={t("tickets.moveUp", { name: ticketType.name })} placement="left">
        <span>
          <IconButton
            id={moveButtonId("up", ticketType.id)}
            size="small"
            aria-label={t("tickets.moveUp", { name: ticketType.name })}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t("tickets.moveDown", { name: ticketType.name })} placement="left">
        <span>
          <IconButton
            id={moveButtonId("down", ticketType.id)}
            size="small"
            aria-label={t("tickets.moveDown", { name: ticketType.name })}
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
