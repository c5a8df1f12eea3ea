import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewEventScreen } from "@/components/events/new-event-screen";
import { requireUser } from "@/lib/auth/require-user";
import { resolveAccount } from "@/lib/events/account";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events.editor"))("newTitle") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** /pages/events/new[?startsAt=<ISO>&endsAt=<ISO>]: the calendar opens it with the slot the host clicked. */
export default async function NewEventPage({ searchParams }: { searchParams: Search }) {
  const [account, query] = await Promise.all([requireUser().then(resolveAccount), searchParams]);
  return <NewEventScreen currency={account.currency} startsAt={single(query.startsAt)} endsAt={single(query.endsAt)} />;
}
