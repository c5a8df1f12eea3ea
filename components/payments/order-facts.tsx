"use client";
import { useLocale, useTranslations } from "next-intl";
import Link from "@mui/material/Link";
import { formatDateTime } from "@/components/events/format";
import { DetailList } from "@/components/payments/detail-list";
import { DrawerSection } from "@/components/payments/drawer-section";
import { useProviderLabel } from "@/components/payments/use-provider-label";
import type { OrderDetail } from "@/lib/payments/schema";

/** Who bought, where they came from (UTM and ref; "direct" without them) and how they paid (provider ids, promo code). */
export function OrderFacts({ order, timeZone }: { order: OrderDetail; timeZone: string }) {
  const t = useTranslations("payments.drawer");
  const locale = useLocale();
  const providerLabel = useProviderLabel();
  const hasSource = [
    order.utmSource,
    order.utmMedium,
    order.utmCampaign,
    order.utmTerm,
    order.utmContent,
    order.ref,
  ].some(Boolean);
  return (
    <>
      <DrawerSection title={t("buyer")}>
        <DetailList
          details={[
            { label: t("name"), value: order.buyerName },
            {
              label: t("email"),
              value: (
                <Link href={`mailto:${order.buyerEmail}`} underline="hover">
                  {order.buyerEmail}
                </Link>
              ),
            },
          ]}
        />
      </DrawerSection>
      <DrawerSection title={t("source")}>
        <DetailList
          details={[
            { label: t("utmSource"), value: hasSource ? order.utmSource : t("direct") },
            { label: t("utmMedium"), value: order.utmMedium },
            { label: t("utmCampaign"), value: order.utmCampaign },
            ...(order.utmTerm ? [{ label: t("utmTerm"), value: order.utmTerm }] : []),
            ...(order.utmContent ? [{ label: t("utmContent"), value: order.utmContent }] : []),
            { label: t("ref"), value: order.ref },
          ]}
        />
      </DrawerSection>
      <DrawerSection title={t("payment")}>
        <DetailList
          details={[
            { label: t("provider"), value: providerLabel(order.provider) },
            ...(order.provider === "stripe" || order.stripePaymentIntentId
              ? [
                  { label: t("paymentIntent"), value: order.stripePaymentIntentId, isMono: true },
                  { label: t("checkoutSession"), value: order.stripeCheckoutSessionId, isMono: true },
                ]
              : []),
            { label: t("promoCode"), value: order.promoCode, isMono: true },
            { label: t("createdAt"), value: formatDateTime(order.createdAt, locale, timeZone) },
            { label: t("paidAt"), value: formatDateTime(order.paidAt, locale, timeZone) },
          ]}
        />
      </DrawerSection>
    </>
  );
}
