import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PublicEventScreen } from "@/components/public/public-event-screen";
import { getAppUrl } from "@/lib/app-url";
import { loadPublicEventView } from "@/lib/public/event-view";
import { absoluteImageUrl, htmlToText } from "@/lib/public/json-ld";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
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
      siteName: (await getTranslations("app"))("name"),
    },
    twitter: { card: "summary_large_image", title: event.title, description, images: [image] },
    // Unlisted events open by link only: keep them out of search results.
    ...(event.visibility === "unlisted" ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The page a host shares: what, when, where, who — and the tickets. */
export default async function PublicEventPage({ params }: Props) {
  const { slug } = await params;
  const view = await loadPublicEventView(slug);
  if (!view) notFound();
  return <PublicEventScreen view={view} />;
}
