import { getLocale, getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ConfirmationNumberOutlined from "@mui/icons-material/ConfirmationNumberOutlined";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import QrCodeScannerOutlined from "@mui/icons-material/QrCodeScannerOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import { EventCard, EventCardGrid } from "@/components/public/event-card";
import { EventSearchForm } from "@/components/public/event-search-form";
import { HomeHeroActions } from "@/components/public/home-hero-actions";
import { PageLinks } from "@/components/public/page-links";
import { LinkButton } from "@/components/ui/links";
import { listPublicEvents } from "@/lib/public/events";

export const HOME_PAGE_SIZE = 12;

/**
 * The audience's front door: upcoming public events with search, and a way in for hosts. The
 * first page without a search is served from cache (app/[locale]/home); a search or another page
 * is rendered per request (app/(site)/(public)/home). Neither reads the session: the hero's
 * buttons decide in the browser.
 */
export async function HomeScreen({ search, page }: { search: string; page: number }) {
  const [t, locale, list] = await Promise.all([
    getTranslations("public.home"),
    getLocale(),
    listPublicEvents({ search, page, pageSize: HOME_PAGE_SIZE }),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const features = [
    { icon: ConfirmationNumberOutlined, text: t("featureTickets") },
    { icon: PaymentsOutlined, text: t("featurePayments") },
    { icon: QrCodeScannerOutlined, text: t("featureCheckIn") },
  ];

  return (
    <>
      <Box
        sx={{
          pt: { xs: 4, md: 9 },
          pb: { xs: 8, md: 12 },
          color: "#fff",
          background:
            "radial-gradient(circle at 90% 10%, rgba(255,255,255,0.12) 0 18%, transparent 19%), linear-gradient(135deg, #1e1b4b 0%, #312e81 50%, #4f46e5 100%)",
        }}
      >
        <Container maxWidth="lg">
          <Typography
            variant="h2"
            component="h1"
            sx={{
              fontWeight: 800,
              letterSpacing: "-0.03em",
              fontSize: { xs: 34, md: 56 },
              lineHeight: 1.1,
              maxWidth: 760,
            }}
          >
            {t("title")}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: 17, md: 20 }, opacity: 0.88, maxWidth: 640 }}>
            {t("text")}
          </Typography>
          <HomeHeroActions
            labels={{
              forHosts: t("forHosts"),
              signIn: t("signIn"),
              yourEvents: t("yourEvents"),
              dashboard: t("dashboard"),
            }}
          />
          {/* On a phone the audience wants the events, so the hosts' selling points wait for a wider screen. */}
          <Box
            component="ul"
            sx={{ listStyle: "none", p: 0, m: 0, mt: 4, display: { xs: "none", sm: "flex" }, flexWrap: "wrap", gap: 3 }}
          >
            {features.map(({ icon: Icon, text }) => (
              <Box
                component="li"
                key={text}
                sx={{ display: "flex", alignItems: "center", gap: 1, fontSize: 15, opacity: 0.9 }}
              >
                <Icon aria-hidden sx={{ fontSize: 20 }} />
                {text}
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ mt: { xs: -5, md: -6 }, pb: { xs: 6, md: 8 } }}>
        <EventSearchForm defaultValue={search} />
        <Box
          sx={{
            display: "flex",
            alignItems: "baseline",
            justifyContent: "space-between",
            flexWrap: "wrap",
            gap: 1,
            mt: { xs: 4, md: 5 },
            mb: 2.5,
          }}
        >
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {search ? t("resultsHeading", { search: search }) : t("upcomingHeading")}
          </Typography>
          {list.total > 0 && (
            <Typography color="text.secondary" role="status">
              {t("count", { count: list.total })}
            </Typography>
          )}
        </Box>

        {list.events.length > 0 ? (
          <>
            <EventCardGrid>
              {list.events.map((event) => (
                <Box component="li" key={event.id}>
                  <EventCard event={event} locale={locale} />
                </Box>
              ))}
            </EventCardGrid>
            <PageLinks page={list.page} pageCount={pageCount} hrefFor={(page) => homeHref(search, page)} />
          </>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: "center", borderRadius: 3 }}>
            <EventBusyOutlined aria-hidden sx={{ fontSize: 48, color: "text.disabled" }} />
            <Typography sx={{ mt: 1, fontWeight: 700, fontSize: 18 }}>
              {search ? t("noResults", { search: search }) : t("noEvents")}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {search ? t("noResultsHint") : t("noEventsHint")}
            </Typography>
            {search ? (
              <LinkButton href="/home" variant="outlined">
                {t("clearSearch")}
              </LinkButton>
            ) : (
              <LinkButton href="/sign-up" variant="contained">
                {t("forHosts")}
              </LinkButton>
            )}
          </Paper>
        )}
      </Container>
    </>
  );
}

function homeHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/home?${query}` : "/home";
}
