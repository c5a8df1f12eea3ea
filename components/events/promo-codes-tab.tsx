"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useFeedback } from "@/components/events/feedback";
import { formatDateTime } from "@/components/events/format";
import { formatMoney } from "@/lib/text/money";
import { PromoCodeDialog } from "@/components/events/promo-code-dialog";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import type { HostEvent, PromoCode } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { eventUrl, usePromoCodes, useRefreshEvents, useTicketTypes } from "@/lib/swr/use-events";
import { useConfirm } from "@/components/ui/confirmation";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { apiFetch } from "@/lib/http/api-fetch";

const HIDE_ON_PHONE = { display: { xs: "none", md: "table-cell" } } as const;

/** The event's promo codes with how often each was used; add, edit, delete. */
export function PromoCodesTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const locale = useLocale();
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

  function discount(promoCode: PromoCode) {
    return promoCode.discountType === "percent"
      ? new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(promoCode.amount / 100)
      : formatMoney(promoCode.amount, event.currency, locale);
  }

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
        <Table size="small" aria-label={t("promoCodes.title")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("promoCodes.columns.code")}</TableCell>
              <TableCell>{t("promoCodes.columns.discount")}</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>{t("promoCodes.columns.appliesTo")}</TableCell>
              <TableCell align="right">{t("promoCodes.columns.uses")}</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>{t("promoCodes.columns.expires")}</TableCell>
              <TableCell align="right">
                <VisuallyHidden>{t("common.actions")}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {promoCodes.map((promoCode) => {
              const isExpired = promoCode.expiresAt !== null && new Date(promoCode.expiresAt).getTime() < now;
              const isUsedUp = promoCode.maxUses !== null && promoCode.uses >= promoCode.maxUses;
              return (
                <TableRow key={promoCode.id} hover>
                  <TableCell>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                      <Typography
                        component="span"
                        sx={{
                          fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
                          fontWeight: 700,
                          letterSpacing: "0.04em",
                        }}
                      >
                        {promoCode.code}
                      </Typography>
                      {isExpired && <Chip size="small" label={t("promoCodes.expired")} variant="outlined" />}
                      {!isExpired && isUsedUp && (
                        <Chip size="small" label={t("promoCodes.usedUp")} color="warning" variant="outlined" />
                      )}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{discount(promoCode)}</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>
                    {promoCode.ticketTypeIds.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {t("promoCodes.allTicketTypes")}
                      </Typography>
                    ) : (
                      promoCode.ticketTypeIds.map((id) => names.get(id) ?? id).join(", ")
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {promoCode.maxUses === null
                      ? promoCode.uses
                      : t("promoCodes.usesOf", { uses: promoCode.uses, max: promoCode.maxUses })}
                  </TableCell>
                  <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: "nowrap" }}>
                    {promoCode.expiresAt
                      ? formatDateTime(promoCode.expiresAt, locale, event.timezone)
                      : t("promoCodes.never")}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap", py: 0.5 }}>
                    <Tooltip title={t("promoCodes.editNamed", { code: promoCode.code })}>
                      <IconButton
                        size="small"
                        aria-label={t("promoCodes.editNamed", { code: promoCode.code })}
                        onClick={() => setEditing(promoCode)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t("promoCodes.deleteNamed", { code: promoCode.code })}>
                      <IconButton
                        size="small"
                        aria-label={t("promoCodes.deleteNamed", { code: promoCode.code })}
                        onClick={() => void remove(promoCode)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
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
