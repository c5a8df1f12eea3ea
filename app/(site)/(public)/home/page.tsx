import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HOME_PAGE_SIZE, HomeScreen } from "@/components/public/home-screen";
import { publicEventsQuerySchema } from "@/lib/events/schema";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("public.home");
  return { title: t("metaTitle"), description: t("text") };
}

/** The home page with a search or past the first page (the proxy sends a bare /home to the cached one). */
export default async function SearchedHomePage({ searchParams }: Props) {
  const raw = await searchParams;
  const parsed = publicEventsQuerySchema.safeParse({
    search: first(raw.search),
    page: first(raw.page),
    pageSize: HOME_PAGE_SIZE,
  });
  // A hand-edited query (page=abc, a 500-character search) shows the first page rather than an error.
  const query = parsed.success ? parsed.data : { search: "", page: 1 };
  return <HomeScreen search={query.search} page={query.page} />;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
