import type { Locale } from "@/lib/i18n/config";
import en from "@/messages/en.json";

export type Messages = typeof en;

export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case "tr":
      return (await import("@/messages/tr.json")).default;
    case "ro":
      return (await import("@/messages/ro.json")).default;
    default:
      return en;
  }
}
