import "server-only";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/config";
import { loadTranslatorMessages, type Messages } from "@/lib/i18n/messages";

// The messages each part of the app sends to the browser. A NextIntlClientProvider serialises its
// messages into every page it wraps, and the whole catalogue (every screen and demo app, ≈50 kB a
// language) would make the audience's event page several times heavier than it is. The root sends
// what its own client components read; each route group adds the namespaces of its client screens.

type Namespace = keyof Messages;

/**
 * Read by client components rendered on every page (logo, confirmation dialog, language select,
 * forms) and by every route group's error page (components/errors).
 */
const SHARED: Namespace[] = ["app", "common", "validation", "confirmation", "language", "errorPages"];

export const CLIENT_NAMESPACES = {
  root: SHARED,
  /** Public pages: the checkout, the buyer's order page, vendor sign-up. */
  public: [...SHARED, "publicEvent", "orders", "vendorSignUp", "limits", "attemptLimits"],
  /** Sign-in, sign-up, password screens, sign-out and unlock (with their two-factor step). */
  auth: [...SHARED, "auth", "twoFactor", "attemptLimits"],
} satisfies Record<string, Namespace[]>;

export async function clientMessages(namespaces: Namespace[] | "all"): Promise<Partial<Messages>> {
  const messages = await loadTranslatorMessages((await getLocale()) as Locale);
  if (namespaces === "all") return messages;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
