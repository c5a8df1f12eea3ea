/**
 * Whether what was typed at the door is a ticket code rather than a name: codes are 12 letters and
 * digits (lib/orders/codes.ts), typed in any case, in one piece or in groups of four ("ABCD EFGH
 * JKLM", "abcd-efgh-jklm"). A twelve-letter name with a space ("Maria Popescu") is a name.
 */
export function looksLikeTicketCode(text: string): boolean {
  const trimmed = text.trim();
  if (/^[A-Za-z0-9]{12}$/.test(trimmed)) return true;
  return /^[A-Za-z0-9]{4}([\s-][A-Za-z0-9]{4}){2}$/.test(trimmed);
}
