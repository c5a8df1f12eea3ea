import { minorToInput, parseMajorToMinor } from "@/lib/text/money";
import type { PromoCode, TicketType } from "@/components/events/types";
import type { CreatePromoCodeInput, CreateTicketTypeInput, TicketKind } from "@/lib/events/schema";
import { toZonedInput, zonedInputToIso } from "@/lib/events/zoned-time";

// The ticket type and promo code dialogs: what their inputs hold, and the API body made from it.
// Prices are typed in major units ("12,50") and sent in minor units (1250); sale windows and
// expiry are typed in the event's time zone.

type Issue = { path: readonly PropertyKey[]; message: string };

/** A whole number typed into a field; anything else is NaN, which the schema refuses ("wholeNumber"). */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A price typed in major units, in minor units; what is no amount is NaN. */
function price(text: string, currency: string): number {
  return parseMajorToMinor(text, currency) ?? Number.NaN;
}

/** A wall clock in the event's zone as ISO; empty is no limit (null); nonsense stays as typed for the schema to refuse. */
function optionalInstant(local: string, timezone: string): string | null {
  if (local.trim() === "") return null;
  return zonedInputToIso(local, timezone) ?? local;
}

export type TicketValues = {
  name: string;
  description: string;
  kind: TicketKind;
  price: string;
  quantity: string;
  salesStartLocal: string;
  salesEndLocal: string;
  minPerOrder: string;
  maxPerOrder: string;
  hidden: boolean;
};

export function ticketValues(
  ticketType: TicketType | null,
  context: { currency: string; timezone: string; locale: string },
): TicketValues {
  if (!ticketType) {
    return {
      name: "",
      description: "",
      kind: "paid",
      price: "",
      quantity: "100",
      salesStartLocal: "",
      salesEndLocal: "",
      minPerOrder: "1",
      maxPerOrder: "10",
      hidden: false,
    };
  }
  return {
    name: ticketType.name,
    description: ticketType.description,
    kind: ticketType.kind,
    price: ticketType.kind === "free" ? "" : minorToInput(ticketType.price, context.currency, context.locale),
    quantity: String(ticketType.quantity),
    salesStartLocal: ticketType.salesStartAt ? toZonedInput(ticketType.salesStartAt, context.timezone) : "",
    salesEndLocal: ticketType.salesEndAt ? toZonedInput(ticketType.salesEndAt, context.timezone) : "",
    minPerOrder: String(ticketType.minPerOrder),
    maxPerOrder: String(ticketType.maxPerOrder),
    hidden: ticketType.hidden,
  };
}

/** The body of POST (or PATCH) /api/events/{id}/ticket-types. A free ticket costs 0; a donation's price is its minimum (empty: 0). */
export function toTicketInput(
  values: TicketValues,
  context: { currency: string; timezone: string },
): CreateTicketTypeInput {
  const minor =
    values.kind === "free"
      ? 0
      : values.kind === "donation" && values.price.trim() === ""
        ? 0
        : price(values.price, context.currency);
  return {
    name: values.name,
    description: values.description,
    kind: values.kind,
    price: minor,
    quantity: wholeNumber(values.quantity),
    salesStartAt: optionalInstant(values.salesStartLocal, context.timezone),
    salesEndAt: optionalInstant(values.salesEndLocal, context.timezone),
    minPerOrder: wholeNumber(values.minPerOrder),
    maxPerOrder: wholeNumber(values.maxPerOrder),
    hidden: values.hidden,
  };
}

const TICKET_FIELDS: Record<string, keyof TicketValues> = {
  name: "name",
  description: "description",
  kind: "kind",
  price: "price",
  quantity: "quantity",
  salesStartAt: "salesStartLocal",
  salesEndAt: "salesEndLocal",
  minPerOrder: "minPerOrder",
  maxPerOrder: "maxPerOrder",
  hidden: "hidden",
};

const NUMBER_TEXT = /^\d+$/;

/** Issues → one message key per dialog field. Typed text that is no number gets "wholeNumber" (or, for a price, "priceInvalid"). */
export function ticketErrors(
  issues: readonly Issue[],
  values: TicketValues,
  currency: string,
): Partial<Record<keyof TicketValues, string>> {
  const found: Partial<Record<keyof TicketValues, string>> = {};
  for (const issue of issues) {
    const field = TICKET_FIELDS[String(issue.path[0])];
    if (field && !found[field]) found[field] = issue.message;
  }
  for (const field of ["quantity", "minPerOrder", "maxPerOrder"] as const) {
    if (found[field] && !NUMBER_TEXT.test(values[field].trim()))
      found[field] = values[field].trim() === "" ? "required" : "wholeNumber";
  }
  if (found.price && values.kind !== "free") {
    if (values.price.trim() === "") found.price = "required";
    else if (parseMajorToMinor(values.price, currency) === null) found.price = "priceInvalid";
  }
  return found;
}

export type PromoValues = {
  code: string;
  discountType: "percent" | "fixed";
  amount: string;
  ticketTypeIds: string[];
  maxUses: string;
  expiresLocal: string;
};

export function promoValues(
  promoCode: PromoCode | null,
  context: { currency: string; timezone: string; locale: string },
): PromoValues {
  if (!promoCode)
    return { code: "", discountType: "percent", amount: "", ticketTypeIds: [], maxUses: "", expiresLocal: "" };
  return {
    code: promoCode.code,
    discountType: promoCode.discountType,
    amount:
      promoCode.discountType === "percent"
        ? String(promoCode.amount)
        : minorToInput(promoCode.amount, context.currency, context.locale),
    ticketTypeIds: promoCode.ticketTypeIds,
    maxUses: promoCode.maxUses === null ? "" : String(promoCode.maxUses),
    expiresLocal: promoCode.expiresAt ? toZonedInput(promoCode.expiresAt, context.timezone) : "",
  };
}

/** The body of POST (or PATCH) /api/events/{id}/promo-codes: a percentage as typed, a fixed amount in minor units. */
export function toPromoInput(
  values: PromoValues,
  context: { currency: string; timezone: string },
): CreatePromoCodeInput {
  return {
    code: values.code,
    discountType: values.discountType,
    amount: values.discountType === "percent" ? wholeNumber(values.amount) : price(values.amount, context.currency),
    ticketTypeIds: values.ticketTypeIds,
    maxUses: values.maxUses.trim() === "" ? null : wholeNumber(values.maxUses),
    expiresAt: optionalInstant(values.expiresLocal, context.timezone),
  };
}

const PROMO_FIELDS: Record<string, keyof PromoValues> = {
  code: "code",
  discountType: "discountType",
  amount: "amount",
  ticketTypeIds: "ticketTypeIds",
  maxUses: "maxUses",
  expiresAt: "expiresLocal",
};

export function promoErrors(
  issues: readonly Issue[],
  values: PromoValues,
  currency: string,
): Partial<Record<keyof PromoValues, string>> {
  const found: Partial<Record<keyof PromoValues, string>> = {};
  for (const issue of issues) {
    const field = PROMO_FIELDS[String(issue.path[0])];
    if (field && !found[field]) found[field] = issue.message;
  }
  if (found.amount && values.amount.trim() === "") found.amount = "required";
  else if (found.amount && values.discountType === "percent" && !NUMBER_TEXT.test(values.amount.trim()))
    found.amount = "wholeNumber";
  else if (found.amount && values.discountType === "fixed" && parseMajorToMinor(values.amount, currency) === null)
    found.amount = "priceInvalid";
  if (found.maxUses && !NUMBER_TEXT.test(values.maxUses.trim())) found.maxUses = "wholeNumber";
  return found;
}
