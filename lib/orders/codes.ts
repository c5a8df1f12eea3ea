import { randomBytes, randomInt, randomUUID } from "node:crypto";

// Codes people read aloud or type avoid look-alike characters (no I, O, 0, 1).
const READABLE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function readableCode(length: number): string {
  let code = "";
  for (let index = 0; index < length; index++) code += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)];
  return code;
}

/** An order's reference, e.g. HD-7K3Q9P: short enough to say on the phone, unique by index (retried on collision). */
export function newOrderReference(): string {
  return `HD-${readableCode(6)}`;
}

/** A ticket's code: 12 readable characters (≈60 bits), unguessable, shown as a QR code and typed at the door. */
export function newTicketCode(): string {
  return readableCode(12);
}

/** The buyer's secret for their order page (192 bits). */
export function newAccessToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Ids for rows written with raw SQL (Prisma's cuid() default applies only to its own inserts). */
export function newRowId(): string {
  return randomUUID();
}
