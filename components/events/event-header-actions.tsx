"use client";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import EditOutlined from "@mui/icons-material/EditOutlined";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PublishOutlined from "@mui/icons-material/PublishOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { EventActionsMenu, publicEventPath } from "@/components/events/event-actions-menu";
import type { HostEvent } from "@/components/events/types";
import type { useEventActions } from "@/components/events/use-event-actions";

/** The event header's buttons: publish (a draft), edit, its public page (from a tablet up), and the "⋮" menu. */
export function EventHeaderActions({
  event,
  actions,
}: {
  event: HostEvent;
  actions: ReturnType<typeof useEventActions>;
}) {
  const t = useTranslations("events");
  const router = useRouter();
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "center", flex: "none", width: { xs: "100%", sm: "auto" } }}>
      {/* A draft's next step, where the host looks first (the overview and the menu offer it too). */}
      {event.status === "draft" && (
        <Button
          variant="contained"
          startIcon={<PublishOutlined />}
          disabled={Boolean(actions.busy)}
          onClick={() => void actions.publish(event)}
        >
          {t("actions.publish")}
        </Button>
      )}
      <Button
        component={NextLink}
        href={`/pages/events/${event.id}/edit`}
        variant="outlined"
        startIcon={<EditOutlined />}
      >
        {t("actions.edit")}
      </Button>
      {event.status !== "draft" && (
        <Button
          component="a"
          href={publicEventPath(event.slug)}
          target="_blank"
          rel="noopener"
          color="inherit"
          startIcon={<OpenInNew />}
          sx={{ display: { xs: "none", md: "inline-flex" } }}
        >
          {t("actions.viewPublicShort")}
        </Button>
      )}
      <Box sx={{ flex: { xs: 1, sm: "none" } }} />
      {/* The event is gone once deleted: back to the list. */}
      <EventActionsMenu event={event} actions={actions} onDeleted={() => router.push("/pages/events")} />
    </Box>
  );
}
