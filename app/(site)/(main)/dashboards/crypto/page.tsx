import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CryptoScreen } from "@/components/dashboards/crypto/crypto-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cryptoDashboard"))("title") };
}

// The demo crypto dashboard; its sample prices are read in the browser (SWR) and every minute.
export default function CryptoDashboardPage() {
  return <CryptoScreen />;
}
