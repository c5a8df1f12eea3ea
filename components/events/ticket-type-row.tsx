"use client";
import { useLocale, useTranslations } from "next-intl";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import type { HostEvent, TicketType } from "@/components/events/types";
import { TicketTypeMoveButtons } from "@/components/events/ticket-type-move-buttons";
import { formatMoney } from "@/lib/text/money";

/**
 * One ticket type in the list: arrows to move it, what it is and when it sells, its price, how
 * many are sold, edit and delete (a ticket type with orders cannot be deleted).
 */
export function TicketTypeRow({
  event,
  ticketType,
  isFirst,
  isLast,
  onMove,
  onEdit,
  onDelete,
}: {
  event: Pick<HostEvent, "currency" | "timezone">;
  ticketType: TicketType;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const saleText = saleWindow(ticketType, locale, event.timezone, t);
  return (
    <Box
      component="li"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "auto minmax(0, 1fr) auto", md: "auto minmax(0, 1fr) 140px 150px auto" },
        gridTemplateAreas: {
          xs: `"order main actions" "order stats stats"`,
          md: `"order main price stats actions"`,
        },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: "center",
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <TicketTypeMoveButtons ticketType={ticketType} isFirst={isFirst} isLast={isLast} onMove={onMove} />
      <Box sx={{ gridArea: "main", minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{ticketType.name}</Typography>
          <Chip size="small" label={t(`tickets.kinds.${ticketType.kind}`)} variant="outlined" />
          {ticketType.hidden && <Chip size="small" label={t("tickets.hidden")} color="warning" variant="outlined" />}
        </Box>
        {ticketType.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {ticketType.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {[saleText, t("tickets.perOrder", { min: ticketType.minPerOrder, max: ticketType.maxPerOrder })]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
      </Box>
      <Box
        sx={{
          gridArea: { xs: "stats", md: "price" },
          display: "flex",
          gap: 2,
          alignItems: "baseline",
          flexWrap: "wrap",
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          {ticketType.kind === "free"
            ? t("tickets.free")
            : ticketType.kind === "donation"
              ? t("tickets.fromPrice", { price: formatMoney(ticketType.price, event.currency, locale) })
              : formatMoney(ticketType.price, event.currency, locale)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: "none" } }}>
          {t("tickets.soldOf", { sold: ticketType.sold, quantity: ticketType.quantity })}
        </Typography>
      </Box>
      <Box sx={{ gridArea: "stats", display: { xs: "none", md: "block" } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t("tickets.soldOf", { sold: ticketType.sold, quantity: ticketType.quantity })}
        </Typography>
        {ticketType.held > ticketType.sold && (
          <Typography variant="caption" color="text.secondary">
            {t("tickets.pending", { count: ticketType.held - ticketType.sold })}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: "actions", display: "flex" }}>
        <Tooltip title={t("tickets.editNamed", { name: ticketType.name })}>
          <IconButton aria-label={t("tickets.editNamed", { name: ticketType.name })} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip
          title={ticketType.hasOrders ? t("tickets.cannotDelete") : t("tickets.deleteNamed", { name: ticketType.name })}
        >
          <span>
            <IconButton
              aria-label={t("tickets.deleteNamed", { name: ticketType.name })}
              disabled={ticketType.hasOrders}
              onClick={onDelete}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}

/** When the ticket type is on sale, in the event's time zone ("" when always). */
function saleWindow(
  ticketType: TicketType,
  locale: string,
  timeZone: string,
  t: ReturnType<typeof useTranslations<"events">>,
): string {
  const start = formatDateTime(ticketType.salesStartAt, locale, timeZone);
  const end = formatDateTime(ticketType.salesEndAt, locale, timeZone);
  if (start && end) return t("tickets.window.between", { start, end });
  if (start) return t("tickets.window.from", { start });
  if (end) return t("tickets.window.until", { end });
  return "";
}
