"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import ConfirmationNumberOutlined from "@mui/icons-material/ConfirmationNumberOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import { useFeedback } from "@/components/events/feedback";
import { formatDateTime } from "@/components/events/format";
import { formatMoney } from "@/lib/text/money";
import { TicketTypeDialog } from "@/components/events/ticket-type-dialog";
import type { HostEvent, TicketType } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { eventUrl, useRefreshEvents, useTicketTypes } from "@/lib/swr/use-events";
import { useConfirm } from "@/components/ui/confirmation";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The event's ticket types in their order on the event page: add, edit, delete, move up and down. */
export function TicketsTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const confirm = useConfirm();
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const { data, error, mutate } = useTicketTypes(event.id);
  const [editing, setEditing] = useState<TicketType | "new" | null>(null);
  const ticketTypes = data?.ticketTypes;
  const errorText = useApiErrorText();

  async function move(index: number, direction: -1 | 1) {
    if (!ticketTypes) return;
    const reordered = moved(ticketTypes, index, direction).map((ticketType, position) => ({ ...ticketType, position }));
    const movedId = ticketTypes[index].id;
    try {
      await mutate(
        async () =>
          apiFetch<{ ticketTypes: TicketType[] }>(
            eventUrl(event.id, "/ticket-types/reorder"),
            jsonBody("POST", { ids: reordered.map((ticketType) => ticketType.id) }),
          ),
        { optimisticData: { ticketTypes: reordered }, rollbackOnError: true, revalidate: false },
      );
      void refresh(event.id);
    } catch (reorderError) {
      notify(errorText(reorderError, t("tickets.reorderFailed")), "error");
    }
    // Keyboard users keep their place: the focus follows the moved row (to the other arrow at an end).
    requestAnimationFrame(() => {
      const newIndex = index + direction;
      const sameDirection = document.getElementById(
        `move-${direction < 0 ? "up" : "down"}-${movedId}`,
      ) as HTMLButtonElement | null;
      const target =
        sameDirection && !sameDirection.disabled
          ? sameDirection
          : document.getElementById(`move-${direction < 0 ? "down" : "up"}-${movedId}`);
      if (newIndex >= 0) target?.focus();
    });
  }

  async function remove(ticketType: TicketType) {
    const isConfirmed = await confirm({
      title: t("tickets.deleteTitle", { name: ticketType.name }),
      message: t("tickets.deleteMessage"),
      icon: { name: "error", color: "error" },
      actions: { confirm: { label: t("actions.delete"), color: "error" } },
      dismissible: true,
    });
    if (!isConfirmed) return;
    try {
      await apiFetch(eventUrl(event.id, `/ticket-types/${ticketType.id}`), { method: "DELETE" });
      notify(t("tickets.deleted", { name: ticketType.name }));
      void refresh(event.id);
    } catch (deleteError) {
      notify(errorText(deleteError, t("tickets.deleteFailed")), "error");
    }
  }

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <TabHeader
        title={t("tickets.title")}
        subtitle={t("tickets.subtitle")}
        action={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing("new")}>
            {t("tickets.add")}
          </Button>
        }
      />
      {error && !data && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t("common.loadFailed")}
        </Alert>
      )}
      {!ticketTypes && !error && (
        <Box sx={{ p: 2 }}>
          <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={72} />
        </Box>
      )}
      {ticketTypes?.length === 0 && (
        <EmptyPanel
          icon={<ConfirmationNumberOutlined />}
          title={t("tickets.emptyTitle")}
          text={t("tickets.emptyText")}
        />
      )}
      {ticketTypes && ticketTypes.length > 0 && (
        <Box component="ol" aria-label={t("tickets.title")} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {ticketTypes.map((ticketType, index) => {
            const saleText = saleWindow(ticketType, locale, event.timezone, t);
            return (
              <Box
                component="li"
                key={ticketType.id}
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
                <Box sx={{ gridArea: "order", display: "flex", flexDirection: "column" }}>
                  <Tooltip title={t("tickets.moveUp", { name: ticketType.name })} placement="left">
                    <span>
                      <IconButton
                        id={`move-up-${ticketType.id}`}
                        size="small"
                        aria-label={t("tickets.moveUp", { name: ticketType.name })}
                        disabled={index === 0}
                        onClick={() => void move(index, -1)}
                      >
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t("tickets.moveDown", { name: ticketType.name })} placement="left">
                    <span>
                      <IconButton
                        id={`move-down-${ticketType.id}`}
                        size="small"
                        aria-label={t("tickets.moveDown", { name: ticketType.name })}
                        disabled={index === ticketTypes.length - 1}
                        onClick={() => void move(index, 1)}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
                <Box sx={{ gridArea: "main", minWidth: 0 }}>
                  <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{ticketType.name}</Typography>
                    <Chip size="small" label={t(`tickets.kinds.${ticketType.kind}`)} variant="outlined" />
                    {ticketType.hidden && (
                      <Chip size="small" label={t("tickets.hidden")} color="warning" variant="outlined" />
                    )}
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
                    <IconButton
                      aria-label={t("tickets.editNamed", { name: ticketType.name })}
                      onClick={() => setEditing(ticketType)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip
                    title={
                      ticketType.hasOrders
                        ? t("tickets.cannotDelete")
                        : t("tickets.deleteNamed", { name: ticketType.name })
                    }
                  >
                    <span>
                      <IconButton
                        aria-label={t("tickets.deleteNamed", { name: ticketType.name })}
                        disabled={ticketType.hasOrders}
                        onClick={() => void remove(ticketType)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {editing && (
        <TicketTypeDialog
          event={event}
          ticketType={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            notify(
              editing === "new" ? t("tickets.added", { name: saved.name }) : t("tickets.saved", { name: saved.name }),
            );
            setEditing(null);
            void refresh(event.id);
          }}
        />
      )}
    </Paper>
  );
}

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
