import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import { EventCard, EventCardGrid } from "@/components/public/event-card";
import { StatTile } from "@/components/public/stat-tile";
import { LinkButton } from "@/components/ui/links";
import { getAppUrl } from "@/lib/app-url";
import { countHostEvents, listHostEvents } from "@/lib/public/events";
import { findPublicHost } from "@/lib/public/hosts";
import { absoluteImageUrl } from "@/lib/public/json-ld";
import { formatDate } from "@/lib/dates/format";
import type { Locale } from "@/lib/i18n/config";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Served from cache: rendered on a host page's first visit in each language, then again when the
// host or their events change (lib/public/page-cache.ts), and at the latest after five minutes,
// when an event may have started or ended.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** Upcoming events shown on the page; a host with more is rare, and the home search finds them all. */
const UPCOMING_LIMIT = 24;
const PAST_LIMIT = 6;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Metadata is resolved apart from the page's render: it names its language itself.
  const { locale, slug } = await params;
  const host = await findPublicHost(slug);
  if (!host) return {};
  const t = await getTranslations({ locale, namespace: "public.host" });
  const description = host.description || t("metaDescription", { name: host.name });
  const appUrl = getAppUrl();
  const image = absoluteImageUrl(host.image, appUrl);
  return {
    title: host.name,
    description,
    alternates: { canonical: `${appUrl}/p/hosts/${host.slug}` },
    openGraph: {
      type: "profile",
      title: host.name,
      description,
      url: `${appUrl}/p/hosts/${host.slug}`,
      images: image ? [{ url: image }] : undefined,
    },
  };
}

/** A host's public page, in the dashboard's look: who they are, their numbers, their events. */
export default async function HostPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const host = await findPublicHost(slug);
  if (!host) notFound();
  const now = new Date();
  const [t, counts, upcoming, past] = await Promise.all([
    getTranslations("public.host"),
    countHostEvents(host.accountKey, now),
    listHostEvents(host.accountKey, "upcoming", { take: UPCOMING_LIMIT, now }),
    listHostEvents(host.accountKey, "past", { take: PAST_LIMIT, now }),
  ]);
  const since = formatDate(host.since, locale, "monthYearLong");

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden" }}>
        <Box
          sx={{
            height: { xs: 72, md: 96 },
            background: "linear-gradient(135deg, #1e1b4b 0%, #312e81 50%, #4f46e5 100%)",
          }}
        />
        <Box
          sx={{
            px: { xs: 2.5, md: 4 },
            pb: { xs: 2.5, md: 3.5 },
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            alignItems: { sm: "flex-end" },
            gap: { xs: 1.5, sm: 2.5 },
          }}
        >
          <Avatar
            src={host.image ?? undefined}
            alt=""
            sx={{
              width: { xs: 80, md: 96 },
              height: { xs: 80, md: 96 },
              mt: { xs: -5, md: -6 },
              bgcolor: "primary.main",
              fontSize: 36,
              fontWeight: 700,
              border: 4,
              borderColor: "background.paper",
            }}
          >
            {Array.from(host.name.trim())[0]?.toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 800, letterSpacing: "-0.02em", fontSize: { xs: 26, md: 32 }, overflowWrap: "anywhere" }}
            >
              {host.name}
            </Typography>
            <Typography color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.5, fontSize: 14 }}>
              <VerifiedOutlined aria-hidden sx={{ fontSize: 18 }} />
              {host.kind === "vendor" ? t("kindVendor") : t("kindUser")}
            </Typography>
          </Box>
        </Box>
        {host.description && (
          <Typography
            sx={{ px: { xs: 2.5, md: 4 }, pb: { xs: 2.5, md: 3.5 }, mt: -1, maxWidth: 820, whiteSpace: "pre-line" }}
            color="text.secondary"
          >
            {host.description}
          </Typography>
        )}
      </Paper>

      <Box
        component="ul"
        aria-label={t("statsLabel")}
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          mt: 3,
          display: "grid",
          gap: { xs: 1.5, md: 3 },
          gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(3, 1fr)" },
        }}
      >
        <StatTile
          icon={<EventAvailableOutlined />}
          label={t("statUpcoming")}
          value={String(counts.upcoming)}
          colour="primary"
        />
        <StatTile icon={<HistoryOutlined />} label={t("statPast")} value={String(counts.past)} colour="secondary" />
        <StatTile icon={<VerifiedOutlined />} label={t("statSince")} value={since} colour="warning" wide />
      </Box>

      <Box component="section" aria-labelledby="upcoming-heading" sx={{ mt: { xs: 4, md: 5 } }}>
        <Typography id="upcoming-heading" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
          {t("upcoming")}
        </Typography>
        {upcoming.length > 0 ? (
          <EventCardGrid>
            {upcoming.map((event) => (
              <Box component="li" key={event.id}>
                <EventCard event={event} locale={locale} showHost={false} />
              </Box>
            ))}
          </EventCardGrid>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: "center", borderRadius: 3 }}>
            <EventBusyOutlined aria-hidden sx={{ fontSize: 40, color: "text.disabled" }} />
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{t("noUpcoming")}</Typography>
            <LinkButton href="/home" variant="outlined" sx={{ mt: 2 }}>
              {t("browse")}
            </LinkButton>
          </Paper>
        )}
      </Box>

      {past.length > 0 && (
        <Box component="section" aria-labelledby="past-heading" sx={{ mt: { xs: 4, md: 6 } }}>
          <Typography id="past-heading" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
            {t("past")}
          </Typography>
          <EventCardGrid>
            {past.map((event) => (
              <Box component="li" key={event.id}>
                <EventCard event={event} locale={locale} isPast showHost={false} />
              </Box>
            ))}
          </EventCardGrid>
        </Box>
      )}
    </Container>
  );
}
