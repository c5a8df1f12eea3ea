"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ConfirmationNumberOutlined from "@mui/icons-material/ConfirmationNumberOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import { useFeedback } from "@/components/events/feedback";
import { TicketTypeDialog } from "@/components/events/ticket-type-dialog";
import { TicketTypeRow } from "@/components/events/ticket-type-row";
import type { HostEvent, TicketType } from "@/components/events/types";
import { useTicketTypeActions } from "@/components/events/use-ticket-type-actions";
import { useRefreshEvents, useTicketTypes } from "@/lib/swr/use-events";

/** The event's ticket types in their order on the event page: add, edit, delete, move up and down. */
export function TicketsTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const { data, error, mutate } = useTicketTypes(event.id);
  const [editing, setEditing] = useState<TicketType | "new" | null>(null);
  const ticketTypes = data?.ticketTypes;
  const { move, remove } = useTicketTypeActions(event.id, ticketTypes, mutate);

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
          {ticketTypes.map((ticketType, index) => (
            <TicketTypeRow
              key={ticketType.id}
              event={event}
              ticketType={ticketType}
              isFirst={index === 0}
              isLast={index === ticketTypes.length - 1}
              onMove={(direction) => void move(index, direction)}
              onEdit={() => setEditing(ticketType)}
              onDelete={() => void remove(ticketType)}
            />
          ))}
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
