import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OrderScreen } from "@/components/orders/order-screen";
import { getBuyerOrderView } from "@/lib/orders/buyer-view";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ token?: string; payment?: string }> };

// Rendered per request from the database: the status changes under the buyer (payment, expiry).
export const dynamic = "force-dynamic";

/** One read per request for the metadata and the page, with the instant it was read at (the countdown's reference). */
const loadView = cache(async (id: string, token: string | undefined) => {
  const now = new Date();
  const view = token && token.length >= 10 && token.length <= 200 ? await getBuyerOrderView(id, token, now) : null;
  return view ? { ...view, now } : null;
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, { token }] = await Promise.all([params, searchParams]);
  const view = await loadView(id, token);
  const t = await getTranslations("orders");
  return {
    title: view ? t("metaTitle", { reference: view.order.reference }) : undefined,
    // The address carries the buyer's secret: keep it out of search engines and Referer headers.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** The buyer's order page (/p/orders/<id>?token=…): where the checkout lands and the tickets live. */
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ id }, { token, payment }] = await Promise.all([params, searchParams]);
  const view = await loadView(id, token);
  if (!view || !token) notFound();
  return <OrderScreen view={view} token={token} payment={payment} />;
}
