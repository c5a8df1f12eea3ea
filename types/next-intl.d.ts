import type { Locale } from "@/lib/i18n/config";
import type en from "@/messages/en.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
