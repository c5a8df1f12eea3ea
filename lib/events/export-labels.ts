import "server-only";
import { isLocale } from "@/lib/i18n/config";
import { loadMessages, type Messages } from "@/lib/i18n/messages";

/** The column headings of the CSV exports, in the language of the user who downloads them. */
export async function exportLabels(language: string): Promise<Messages["eventsExport"]> {
  return (await loadMessages(isLocale(language) ? language : "en")).eventsExport;
}
