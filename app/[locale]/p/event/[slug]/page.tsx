import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PublicEventScreen } from "@/components/public/public-event-screen";
import { getAppUrl } from "@/lib/app-url";
import { loadPublicEventView } from "@/lib/public/event-view";
import { absoluteImageUrl, htmlToText } from "@/lib/public/json-ld";
import type { Locale } from "@/lib/i18n/config";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Served from cache: rendered on the event's first visit in each language, then again when the
// host changes the event, its ticket types or its publication (lib/public/page-cache.ts), and at
// the latest after five minutes (sales opening or closing, the event ending). What every sale
// changes, the tickets left, the page reads in the browser (GET .../availability).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Metadata is resolved apart from the page's render: it names its language itself.
  const { locale, slug } = await params;
  const view = await loadPublicEventView(slug);
  if (!view) return {};
  const { event } = view;
  const appUrl = getAppUrl();
  const url = `${appUrl}/p/event/${event.slug}`;
  const description = (event.summary || htmlToText(event.description)).slice(0, 300) || undefined;
  // The host's cover when a crawler can fetch it; otherwise a picture drawn from the event (./og/route.tsx).
  const image = absoluteImageUrl(event.coverImage, appUrl) ?? `${url}/og?v=${Date.parse(event.updatedAt)}`;
  const images = [{ url: image, alt: event.title }];
  return {
    title: event.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      title: event.title,
      description,
      images,
      siteName: (await getTranslations({ locale, namespace: "app" }))("name"),
    },
    twitter: { card: "summary_large_image", title: event.title, description, images: [image] },
    // Unlisted events open by link only: keep them out of search results.
    ...(event.visibility === "unlisted" ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The page a host shares: what, when, where, who — and the tickets. */
export default async function PublicEventPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const view = await loadPublicEventView(slug);
  if (!view) notFound();
  return <PublicEventScreen view={view} />;
}
