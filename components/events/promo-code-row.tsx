"use client";
import { useLocale, useTranslations } from "next-intl";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import { CODE_FONT, HIDE_ON_PHONE } from "@/components/events/shared-styles";
import type { HostEvent, PromoCode } from "@/components/events/types";
import { formatMoney } from "@/lib/text/money";

/** One promo code: the code (marked when expired or used up), its discount, where it applies, its uses, edit and delete. */
export function PromoCodeRow({
  event,
  promoCode,
  ticketTypeNames,
  now,
  onEdit,
  onDelete,
}: {
  event: Pick<HostEvent, "currency" | "timezone">;
  promoCode: PromoCode;
  ticketTypeNames: Map<string, string>;
  /** The instant "expired" is judged at (the tab's opening, so rows do not change under the host). */
  now: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const isExpired = promoCode.expiresAt !== null && new Date(promoCode.expiresAt).getTime() < now;
  const isUsedUp = promoCode.maxUses !== null && promoCode.uses >= promoCode.maxUses;
  const discount =
    promoCode.discountType === "percent"
      ? new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(promoCode.amount / 100)
      : formatMoney(promoCode.amount, event.currency, locale);
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography component="span" sx={{ fontFamily: CODE_FONT, fontWeight: 700, letterSpacing: "0.04em" }}>
            {promoCode.code}
          </Typography>
          {isExpired && <Chip size="small" label={t("promoCodes.expired")} variant="outlined" />}
          {!isExpired && isUsedUp && (
            <Chip size="small" label={t("promoCodes.usedUp")} color="warning" variant="outlined" />
          )}
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>{discount}</TableCell>
      <TableCell sx={HIDE_ON_PHONE}>
        {promoCode.ticketTypeIds.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("promoCodes.allTicketTypes")}
          </Typography>
        ) : (
          promoCode.ticketTypeIds.map((id) => ticketTypeNames.get(id) ?? id).join(", ")
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
        {promoCode.maxUses === null
          ? promoCode.uses
          : t("promoCodes.usesOf", { uses: promoCode.uses, max: promoCode.maxUses })}
      </TableCell>
      <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: "nowrap" }}>
        {promoCode.expiresAt ? formatDateTime(promoCode.expiresAt, locale, event.timezone) : t("promoCodes.never")}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap", py: 0.5 }}>
        <Tooltip title={t("promoCodes.editNamed", { code: promoCode.code })}>
          <IconButton size="small" aria-label={t("promoCodes.editNamed", { code: promoCode.code })} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("promoCodes.deleteNamed", { code: promoCode.code })}>
          <IconButton
            size="small"
            aria-label={t("promoCodes.deleteNamed", { code: promoCode.code })}
            onClick={onDelete}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
