"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import AddOutlined from "@mui/icons-material/AddOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import { useFeedback } from "@/components/events/feedback";
import { PromoCodeDialog } from "@/components/events/promo-code-dialog";
import { PromoCodesTable } from "@/components/events/promo-codes-table";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import type { HostEvent, PromoCode } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { eventUrl, usePromoCodes, useRefreshEvents, useTicketTypes } from "@/lib/swr/use-events";
import { useConfirm } from "@/components/ui/confirmation";
import { apiFetch } from "@/lib/http/api-fetch";

/** The event's promo codes with how often each was used; add, edit, delete. */
export function PromoCodesTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const confirm = useConfirm();
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const errorText = useApiErrorText();
  const { data, error } = usePromoCodes(event.id);
  const { data: ticketData } = useTicketTypes(event.id);
  const ticketTypes = ticketData?.ticketTypes ?? event.ticketTypes;
  const names = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType.name]));
  const [editing, setEditing] = useState<PromoCode | "new" | null>(null);
  const promoCodes = data?.promoCodes;
  const [now] = useState(() => Date.now());

  async function remove(promoCode: PromoCode) {
    const isConfirmed = await confirm({
      title: t("promoCodes.deleteTitle", { code: promoCode.code }),
      message:
        promoCode.uses > 0
          ? t("promoCodes.deleteUsedMessage", { count: promoCode.uses })
          : t("promoCodes.deleteMessage"),
      icon: { name: "error", color: "error" },
      actions: { confirm: { label: t("actions.delete"), color: "error" } },
      dismissible: true,
    });
    if (!isConfirmed) return;
    try {
      await apiFetch(eventUrl(event.id, `/promo-codes/${promoCode.id}`), { method: "DELETE" });
      notify(t("promoCodes.deleted", { code: promoCode.code }));
      void refresh(event.id);
    } catch (deleteError) {
      notify(errorText(deleteError, t("promoCodes.deleteFailed")), "error");
    }
  }

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <TabHeader
        title={t("promoCodes.title")}
        subtitle={t("promoCodes.subtitle")}
        action={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing("new")}>
            {t("promoCodes.add")}
          </Button>
        }
      />
      {error && !data && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t("common.loadFailed")}
        </Alert>
      )}
      {!promoCodes && !error && (
        <Box sx={{ p: 2 }}>
          <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={48} />
        </Box>
      )}
      {promoCodes?.length === 0 && (
        <EmptyPanel icon={<LocalOfferOutlined />} title={t("promoCodes.emptyTitle")} text={t("promoCodes.emptyText")} />
      )}
      {promoCodes && promoCodes.length > 0 && (
        <PromoCodesTable
          event={event}
          promoCodes={promoCodes}
          ticketTypeNames={names}
          now={now}
          onEdit={setEditing}
          onDelete={(promoCode) => void remove(promoCode)}
        />
      )}
      {editing && (
        <PromoCodeDialog
          event={event}
          promoCode={editing === "new" ? null : editing}
          ticketTypes={ticketTypes}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            notify(
              editing === "new"
                ? t("promoCodes.added", { code: saved.code })
                : t("promoCodes.saved", { code: saved.code }),
            );
            setEditing(null);
            void refresh(event.id);
          }}
        />
      )}
    </Paper>
  );
}
