import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import { EventCheckout } from "@/components/public/event-checkout";
import { EventCover } from "@/components/public/event-cover";
import { PageViewBeacon } from "@/components/public/page-view-beacon";
import { LinkButton, TextLink } from "@/components/ui/links";
import { getAppUrl } from "@/lib/app-url";
import { loadPublicEventView } from "@/lib/public/event-view";
import { formatEventWhen } from "@/lib/public/format";
import { regionName } from "@/lib/text/region-name";
import { absoluteImageUrl, buildEventJsonLd, htmlToText, serializeJsonLd } from "@/lib/public/json-ld";

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
  const [t, locale] = await Promise.all([getTranslations("publicEvent"), getLocale()]);
  const { event } = view;
  const isCancelled = event.status === "cancelled";
  const isEnded = !isCancelled && event.ended;
  const isOnline = event.format === "online";
  const country = event.venueCountry ? regionName(event.venueCountry, locale) : "";
  const addressLines = [event.venueAddress, [event.venueCity, country].filter(Boolean).join(", ")].filter(Boolean);
  const jsonLd = serializeJsonLd(buildEventJsonLd(view, getAppUrl()));

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {!isCancelled && <PageViewBeacon slug={event.slug} />}
      <Container maxWidth="lg" sx={{ pt: { xs: 0, sm: 3, md: 4 }, pb: { xs: 5, md: 8 }, px: { xs: 0, sm: 3 } }}>
        {/* 2:1 on narrow screens; a fixed band on wide ones, so the title and tickets stay above the fold. */}
        <Box
          sx={{
            borderRadius: { xs: 0, sm: 4 },
            overflow: "hidden",
            "& > div": { width: "100%", aspectRatio: { xs: "2 / 1", md: "auto" }, height: { md: 400 } },
          }}
        >
          <EventCover image={event.coverImage} category={event.category} ratio="2 / 1" iconSize={96} priority />
        </Box>

        <Box
          sx={{
            px: { xs: 2, sm: 0 },
            mt: { xs: 2.5, md: 4 },
            display: "grid",
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 380px" },
            gridTemplateAreas: { xs: '"intro" "tickets" "about"', md: '"intro tickets" "about tickets"' },
            // The tickets column spans both rows; the spare height goes to the description's row, not between intro and description.
            gridTemplateRows: { md: "auto 1fr" },
            alignItems: "start",
          }}
        >
          <Box sx={{ gridArea: "intro", minWidth: 0 }}>
            {(isCancelled || isEnded) && (
              <Alert severity={isCancelled ? "error" : "info"} sx={{ mb: 2.5 }}>
                <AlertTitle sx={{ fontWeight: 700 }}>{isCancelled ? t("cancelledTitle") : t("endedTitle")}</AlertTitle>
                {isCancelled ? t("cancelledText") : t("endedText")}
              </Alert>
            )}
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 1.5 }}>
              <Chip label={t(`categories.${categoryKey(event.category)}`)} size="small" variant="outlined" />
              {event.soldOut && !isCancelled && !isEnded && (
                <Chip label={t("soldOut")} size="small" color="warning" sx={{ fontWeight: 700 }} />
              )}
            </Box>
            <Typography
              variant="h3"
              component="h1"
              sx={{
                fontWeight: 800,
                letterSpacing: "-0.02em",
                fontSize: { xs: 28, md: 40 },
                lineHeight: 1.15,
                overflowWrap: "anywhere",
              }}
            >
              {event.title}
            </Typography>
            {event.summary && (
              <Typography sx={{ mt: 1.5, fontSize: { xs: 17, md: 19 }, color: "text.secondary" }}>
                {event.summary}
              </Typography>
            )}

            <Box component="dl" sx={{ m: 0, mt: 3, display: "grid", gap: 2.5 }}>
              <Fact icon={<CalendarMonthOutlined />} term={t("when")}>
                <Box component="time" dateTime={event.startsAt} sx={{ fontWeight: 600, display: "block" }}>
                  {formatEventWhen(event.startsAt, event.endsAt, event.timezone, locale)}
                </Box>
                {!isCancelled && !isEnded && (
                  <Button
                    href={`/api/public/events/${encodeURIComponent(event.slug)}/ics`}
                    size="small"
                    startIcon={<EventAvailableOutlined />}
                    sx={{ mt: 0.5, ml: -0.75 }}
                  >
                    {t("addToCalendar")}
                  </Button>
                )}
              </Fact>
              <Fact icon={isOnline ? <VideocamOutlined /> : <PlaceOutlined />} term={t("where")}>
                {isOnline ? (
                  <>
                    <Box sx={{ fontWeight: 600 }}>{t("onlineEvent")}</Box>
                    <Box sx={{ color: "text.secondary" }}>{t("onlineHint")}</Box>
                  </>
                ) : (
                  <>
                    <Box sx={{ fontWeight: 600 }}>{event.venueName || addressLines[0] || t("placeTba")}</Box>
                    {(event.venueName ? addressLines : addressLines.slice(1)).map((line) => (
                      <Box key={line} sx={{ color: "text.secondary" }}>
                        {line}
                      </Box>
                    ))}
                    {event.format === "hybrid" && (
                      <Box sx={{ color: "text.secondary", mt: 0.5 }}>{t("hybridHint")}</Box>
                    )}
                  </>
                )}
              </Fact>
              <Fact
                icon={
                  <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: "primary.main" }} aria-hidden>
                    {Array.from(event.host.name.trim())[0]?.toUpperCase() ?? "?"}
                  </Avatar>
                }
                term={t("hostedBy")}
              >
                {event.host.slug ? (
                  <TextLink href={`/p/hosts/${event.host.slug}`} sx={{ fontWeight: 600 }}>
                    {event.host.name}
                  </TextLink>
                ) : (
                  <Box sx={{ fontWeight: 600 }}>{event.host.name}</Box>
                )}
              </Fact>
            </Box>
          </Box>

          <Paper
            component="aside"
            variant="outlined"
            aria-label={t("ticketsRegion")}
            sx={{
              gridArea: "tickets",
              p: { xs: 2, sm: 2.5 },
              borderRadius: 3,
              position: { md: "sticky" },
              top: { md: 24 },
            }}
          >
            {isCancelled || isEnded ? (
              <Box sx={{ textAlign: "center", py: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{isCancelled ? t("cancelledTitle") : t("endedTitle")}</Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {t("noLongerOnSale")}
                </Typography>
                {event.host.slug && (
                  <LinkButton href={`/p/hosts/${event.host.slug}`} variant="outlined" sx={{ mt: 2 }}>
                    {t("moreFromHost", { host: event.host.name })}
                  </LinkButton>
                )}
              </Box>
            ) : (
              <EventCheckout
                initialView={{
                  event: { slug: event.slug, timezone: event.timezone, currency: event.currency },
                  ticketTypes: view.ticketTypes,
                }}
              />
            )}
          </Paper>

          <Box component="section" aria-labelledby="about-heading" sx={{ gridArea: "about", minWidth: 0 }}>
            {event.description && (
              <>
                <Typography id="about-heading" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
                  {t("about")}
                </Typography>
                {/* Sanitised on the server when the host saved it (lib/events), so it is rendered as is. */}
                <Box
                  className="event-description"
                  sx={descriptionStyles}
                  dangerouslySetInnerHTML={{ __html: event.description }}
                />
              </>
            )}
          </Box>
        </Box>
      </Container>
    </>
  );
}

function Fact({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 1.75, alignItems: "flex-start" }}>
      <Box
        aria-hidden
        sx={{
          flex: "none",
          width: 44,
          height: 44,
          borderRadius: 2,
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: "primary.main",
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, pt: 0.25 }}>
        <Typography
          component="dt"
          variant="body2"
          color="text.secondary"
          sx={{ fontWeight: 600, textTransform: "uppercase", letterSpacing: "0.06em", fontSize: 12 }}
        >
          {term}
        </Typography>
        <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: "anywhere" }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

const CATEGORY_KEYS = [
  "conference",
  "workshop",
  "meetup",
  "concert",
  "festival",
  "sports",
  "party",
  "class",
  "other",
] as const;
function categoryKey(category: string): (typeof CATEGORY_KEYS)[number] {
  return (CATEGORY_KEYS as readonly string[]).includes(category)
    ? (category as (typeof CATEGORY_KEYS)[number])
    : "other";
}

/** Readable rich text: the host's HTML gets the page's type scale, links and lists. */
const descriptionStyles = {
  fontSize: 16,
  lineHeight: 1.7,
  color: "text.primary",
  overflowWrap: "anywhere",
  "& > :first-of-type": { mt: 0 },
  "& p": { my: 1.5 },
  "& h1, & h2, & h3, & h4": { fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
  "& h1": { fontSize: 24 },
  "& h2": { fontSize: 21 },
  "& h3, & h4": { fontSize: 18 },
  "& ul, & ol": { pl: 3, my: 1.5 },
  "& li": { my: 0.5 },
  "& a": { color: "primary.main", textUnderlineOffset: "2px" },
  "& blockquote": { m: 0, my: 2, pl: 2, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
  "& img": { maxWidth: "100%", height: "auto", borderRadius: 2 },
  "& hr": { border: 0, borderTop: 1, borderColor: "divider", my: 3 },
} as const;
