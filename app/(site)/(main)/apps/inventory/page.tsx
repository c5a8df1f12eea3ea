import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InventoryScreen } from "@/components/apps/inventory/inventory-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("inventoryApp"))("title") };
}

// The table reads in the browser (SWR, keyed by the URL's search, sort and page).
export default function InventoryPage() {
  return <InventoryScreen />;
}
