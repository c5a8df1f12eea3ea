import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loadPaymentsContext } from "@/app/(site)/(main)/pages/stripe/_data/load-payments-context";
import { PaymentsScreen } from "@/components/payments/payments-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.payments"))("title") };
}

/**
 * /pages/stripe: the payments of the active account. The period, filters, sort, page and open
 * order live in the URL; the data is read in the browser (SWR), the account's today here.
 */
export default async function StripePage() {
  const context = await loadPaymentsContext();
  return <PaymentsScreen {...context} />;
}
