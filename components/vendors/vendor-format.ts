import { formatDate } from "@/lib/dates/format";

/** "14 Jun 2025" in the active language, or "" for a missing or broken date. */
export function formatDay(iso: string | null | undefined, locale: string): string {
  return formatDate(iso, locale, "medium");
}

/** A person's initial for their avatar: the first letter of the name, else of the email. */
export function initialOf(name: string, email = ""): string {
  const source = name.trim() || email.trim();
  return source ? Array.from(source)[0].toUpperCase() : "?";
}
