"use client";
import { useTranslations } from "next-intl";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { PromoCodeRow } from "@/components/events/promo-code-row";
import { HIDE_ON_PHONE } from "@/components/events/shared-styles";
import type { HostEvent, PromoCode } from "@/components/events/types";
import { VisuallyHidden } from "@/components/ui/visually-hidden";

/** The event's promo codes as a table; the columns a phone has no room for are hidden there. */
export function PromoCodesTable({
  event,
  promoCodes,
  ticketTypeNames,
  now,
  onEdit,
  onDelete,
}: {
  event: Pick<HostEvent, "currency" | "timezone">;
  promoCodes: PromoCode[];
  ticketTypeNames: Map<string, string>;
  now: number;
  onEdit: (promoCode: PromoCode) => void;
  onDelete: (promoCode: PromoCode) => void;
}) {
  const t = useTranslations("events");
  return (
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
        {promoCodes.map((promoCode) => (
          <PromoCodeRow
            key={promoCode.id}
            event={event}
            promoCode={promoCode}
            ticketTypeNames={ticketTypeNames}
            now={now}
            onEdit={() => onEdit(promoCode)}
            onDelete={() => onDelete(promoCode)}
          />
        ))}
      </TableBody>
    </Table>
  );
}
