/** The recovery codes as a text file to keep: who they are for, when they were made, one code a line. */
export function recoveryCodesText({
  codes,
  title,
  account,
  createdAt,
  hint,
}: {
  codes: readonly string[];
  title: string;
  account: string;
  createdAt: Date;
  hint: string;
}): string {
  return [title, account, createdAt.toISOString().slice(0, 10), "", ...codes, "", hint, ""].join("\n");
}

/** The file name of the download, e.g. `hostdeck-recovery-codes.txt`. */
export const RECOVERY_CODES_FILE = "hostdeck-recovery-codes.txt";

/** A typed authenticator code: the digits only (pasting "123 456" works). */
export function normaliseTotpInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

export function isCompleteTotp(value: string): boolean {
  return /^\d{6}$/.test(value);
}
