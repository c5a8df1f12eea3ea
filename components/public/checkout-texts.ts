import type { Messages } from "@/lib/i18n/messages";

/** The checkout's words, handed from the server as raw catalogue strings (the page ships no catalogue). */
export type CheckoutTexts = {
  locale: string;
  checkout: Messages["publicEvent"]["checkout"];
  tooManyOrders: string;
  tooManyPromoCodes: string;
  /** The `validation` messages the buyer's fields can show (keys of the shared zod schema). */
  validation: Record<string, string>;
  /** "Sales start …" per ticket type not yet on sale, formatted in the event's time zone on the server. */
  salesStart: Record<string, string>;
};

export type CheckoutKey = keyof CheckoutTexts["checkout"];
