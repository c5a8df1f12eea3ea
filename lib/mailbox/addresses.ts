// Mail addresses as the mailbox stores them: "Name <address>" or a bare "address". Pure, shared by
// the composer (field errors as you type) and the API (the same rule refuses a bad address).

const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;".]+$/;
const NAMED = /^\s*"?([^"<>]*?)"?\s*<([^<>]+)>\s*$/;

export type Recipient = { name: string; address: string };

/** "Ana Pop <ana@x.ro>" → { name: "Ana Pop", address: "ana@x.ro" }; "ana@x.ro" → name ""; anything else null. */
export function parseRecipient(text: string): Recipient | null {
  const trimmed = text.trim();
  const named = NAMED.exec(trimmed);
  const name = named ? named[1].trim() : "";
  const address = (named ? named[2] : trimmed).trim();
  return ADDRESS.test(address) ? { name, address } : null;
}

export function isRecipient(text: string): boolean {
  return parseRecipient(text) !== null;
}

/** What a person typed into a To, Cc or Bcc field, one entry per comma or semicolon. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The entries of a typed list that are not addresses (what the field marks as wrong). */
export function invalidRecipients(text: string): string[] {
  return splitRecipients(text).filter((part) => !isRecipient(part));
}

/** The name to show for a stored contact: its name, else its address, else the text as stored. */
export function recipientName(contact: string): string {
  const recipient = parseRecipient(contact);
  if (!recipient) return contact.trim();
  return recipient.name || recipient.address;
}

/** The address of a stored contact ("" when it has none). */
export function recipientAddress(contact: string): string {
  return parseRecipient(contact)?.address ?? "";
}
