import { ImageResponse } from "next/og";
import { getLocale, getTranslations } from "next-intl/server";
import { loadPublicEventView } from "@/lib/public/event-view";
import { formatEventDateRange } from "@/lib/public/format";
import { categoryGradient } from "@/lib/public/placeholder";

/**
 * The link-preview picture of an event without a cover a crawler can fetch (none, or an inline
 * data URL): its title, date and host on its cover or category colours, 1200×630 as OpenGraph
 * wants. Nothing remote is fetched, so a host's URL cannot make the server call other addresses.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const view = await loadPublicEventView((await params).slug);
  if (!view) return new Response("NOT FOUND", { status: 404 });
  const { event } = view;
  const [locale, tApp] = await Promise.all([getLocale(), getTranslations("app")]);
  const inlineCover = event.coverImage?.startsWith("data:image/") ? event.coverImage : null;
  // The bundled font has no glyphs for the narrow and thin spaces ICU puts in times.
  const when = formatEventDateRange(event.startsAt, event.endsAt, event.timezone, locale).replace(/\s/g, " ");
  const title = event.title.length > 90 ? `${event.title.slice(0, 88)}…` : event.title;

  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: categoryGradient(event.category),
        color: "#fff",
      }}
    >
      {inlineCover && (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> only
        <img
          src={inlineCover}
          alt=""
          width={1200}
          height={630}
          style={{ position: "absolute", top: 0, left: 0, width: 1200, height: 630, objectFit: "cover" }}
        />
      )}
      <div
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: 1200,
          height: 630,
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-end",
          padding: "56px 64px",
          backgroundImage:
            "linear-gradient(180deg, rgba(15,23,42,0.05) 0%, rgba(15,23,42,0.55) 55%, rgba(15,23,42,0.85) 100%)",
        }}
      >
        <div style={{ fontSize: 30, opacity: 0.92, marginBottom: 16 }}>{when}</div>
        <div style={{ fontSize: 68, lineHeight: 1.08, letterSpacing: "-0.02em" }}>{title}</div>
        <div
          style={{
            display: "flex",
            justifyContent: "space-between",
            alignItems: "center",
            marginTop: 28,
            fontSize: 28,
            opacity: 0.9,
          }}
        >
          <div>{event.host.name}</div>
          <div style={{ display: "flex", alignItems: "center" }}>
            <div
              style={{
                width: 40,
                height: 40,
                borderRadius: 10,
                background: "#4f46e5",
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                marginRight: 12,
                fontSize: 26,
              }}
            >
              H
            </div>
            {tApp("name")}
          </div>
        </div>
      </div>
    </div>,
    // Details can change (a new date, a new title): a day's caching, and the page links `?v=<updated>`.
    { width: 1200, height: 630, headers: { "cache-control": "public, max-age=86400" } },
  );
}
