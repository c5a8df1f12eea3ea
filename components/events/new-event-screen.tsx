"use client";
import { useSyncExternalStore } from "react";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { EventEditorScreen } from "@/components/events/event-editor";
import { newEventValues } from "@/components/events/event-form";
import { browserTimeZone } from "@/lib/events/zoned-time";

const subscribeNever = () => () => {};

/**
 * A new event starts in the BROWSER's time zone, which the server cannot know; the editor
 * renders once the page runs in the browser (a skeleton until then, a moment on first load).
 */
export function NewEventScreen({
  currency,
  startsAt,
  endsAt,
}: {
  currency: string;
  startsAt?: string;
  endsAt?: string;
}) {
  const isBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!isBrowser) return <EditorSkeleton />;
  return (
    <EventEditorScreen initialValues={newEventValues({ timezone: browserTimeZone(), currency, startsAt, endsAt })} />
  );
}

export function EditorSkeleton() {
  return (
    <Box aria-hidden sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Skeleton width={90} height={28} />
      <Skeleton width={260} height={48} />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 360px" }, gap: 2.5 }}>
        <Skeleton variant="rounded" height={520} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    </Box>
  );
}
