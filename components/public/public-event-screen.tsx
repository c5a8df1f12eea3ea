import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { EventAbout } from "@/components/public/event-about";
import { EventCover } from "@/components/public/event-cover";
import { EventIntro } from "@/components/public/event-intro";
import { EventTicketsPanel } from "@/components/public/event-tickets-panel";
import { PageViewBeacon } from "@/components/public/page-view-beacon";
import { getAppUrl } from "@/lib/app-url";
import type { PublicEventView } from "@/lib/public/event-view";
import { buildEventJsonLd, serializeJsonLd } from "@/lib/public/json-ld";

/** The page a host shares: what, when, where, who — and the tickets. */
export function PublicEventScreen({ view }: { view: PublicEventView }) {
  const { event } = view;
  const isCancelled = event.status === "cancelled";
  const isEnded = !isCancelled && event.ended;
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
          <EventIntro event={event} isCancelled={isCancelled} isEnded={isEnded} />
          <EventTicketsPanel view={view} isCancelled={isCancelled} isEnded={isEnded} />
          <EventAbout description={event.description} />
        </Box>
      </Container>
    </>
  );
}
