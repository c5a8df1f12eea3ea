import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { EventCheckout } from "@/components/public/event-checkout";
import { LinkButton } from "@/components/ui/links";
import type { PublicEventView } from "@/lib/public/event-view";

/** The tickets column: the checkout while the event is on sale, else why not and the host's other events. */
export async function EventTicketsPanel({
  view,
  isCancelled,
  isEnded,
}: {
  view: PublicEventView;
  isCancelled: boolean;
  isEnded: boolean;
}) {
  const t = await getTranslations("publicEvent");
  const { event } = view;
  return (
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
  );
}
