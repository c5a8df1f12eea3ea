import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CalendarScreen } from "@/components/calendar/calendar-screen";
import { isCalendarViewKey } from "@/components/calendar/calendar-views";
import { requireUser } from "@/lib/auth/require-user";
import { resolveAccount } from "@/lib/events/account";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("calendar"))("title") };
}

/** `?view=month|week|day|agenda&date=YYYY-MM-DD` open the calendar there (the screen keeps them in the address). */
export default async function CalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [user, query] = await Promise.all([requireUser(), searchParams]);
  const account = await resolveAccount(user);
  const view = isCalendarViewKey(query.view) ? query.view : null;
  const date = typeof query.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(query.date) ? query.date : undefined;
  return (
    <CalendarScreen
      canEdit={account.role !== "staff"}
      accountName={account.name}
      initialView={view}
      initialDate={date}
    />
  );
}
