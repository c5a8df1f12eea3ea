import { getTranslations } from "next-intl/server";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { EventFacts } from "@/components/public/event-facts";
import { SoldOutChip } from "@/components/public/sold-out-chip";
import type { PublicEventView } from "@/lib/public/event-view";
import { isEventCategory } from "@/lib/public/placeholder";

/** The head of the event page: why it is off sale (if it is), its category, title, summary and facts. */
export async function EventIntro({
  event,
  isCancelled,
  isEnded,
}: {
  event: PublicEventView["event"];
  isCancelled: boolean;
  isEnded: boolean;
}) {
  const t = await getTranslations("publicEvent");
  return (
    <Box sx={{ gridArea: "intro", minWidth: 0 }}>
      {(isCancelled || isEnded) && (
        <Alert severity={isCancelled ? "error" : "info"} sx={{ mb: 2.5 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{isCancelled ? t("cancelledTitle") : t("endedTitle")}</AlertTitle>
          {isCancelled ? t("cancelledText") : t("endedText")}
        </Alert>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 1.5 }}>
        <Chip
          label={t(`categories.${isEventCategory(event.category) ? event.category : "other"}`)}
          size="small"
          variant="outlined"
        />
        {!isCancelled && !isEnded && (
          <SoldOutChip slug={event.slug} soldOutWhenRendered={event.soldOut} label={t("soldOut")} />
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
        <Typography sx={{ mt: 1.5, fontSize: { xs: 17, md: 19 }, color: "text.secondary" }}>{event.summary}</Typography>
      )}
      <EventFacts event={event} isOver={isCancelled || isEnded} />
    </Box>
  );
}
