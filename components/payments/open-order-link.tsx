"use client";
import { useTranslations } from "next-intl";
import Link from "@mui/material/Link";
import type { SxProps, Theme } from "@mui/material/styles";
import { MONO } from "@/components/payments/styles";
import type { PaymentRow } from "@/lib/payments/schema";

/** An order's reference as the button that opens it; the row or card around it, which opens it too, does not also get the click. */
export function OpenOrderLink({
  payment,
  onOpen,
  sx,
}: {
  payment: Pick<PaymentRow, "orderId" | "reference">;
  onOpen: (orderId: string) => void;
  sx?: SxProps<Theme>;
}) {
  const t = useTranslations("payments.list");
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={(clickEvent) => {
        clickEvent.stopPropagation();
        onOpen(payment.orderId);
      }}
      aria-label={t("open", { reference: payment.reference })}
      sx={[{ ...MONO, fontSize: "0.875rem" }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {payment.reference}
    </Link>
  );
}
