import "server-only";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { pageViewAdded } from "@/lib/analytics/rollup";
import { runAsync } from "@/lib/analytics/rollup-sql";
import type { z } from "zod";
import type { pageViewSchema } from "@/lib/public/schema";

/** A reload or a second tab within this window counts as the same view. */
export const PAGE_VIEW_DEDUPE_MINUTES = 30;

/**
 * Records one view of an event's public page (for conversion and UTM reports). Only pages a
 * visitor can actually open count: published, public or unlisted — anything else is a 404, the
 * same answer as for an unknown slug. The same visitor on the same event within 30 minutes is
 * recorded once; the answer does not say which, so the beacon cannot probe the table.
 */
export async function recordPageView(
  slug: string,
  { visitorId, tracking }: z.output<typeof pageViewSchema>,
  now = new Date(),
): Promise<void> {
  const event = await db.event.findFirst({
    where: { slug, status: "published", visibility: { in: ["public", "unlisted"] } },
    select: { id: true, accountKey: true },
  });
  if (!event) throw new ApiError(404, "not_found", "Event not found.");
  const since = new Date(now.getTime() - PAGE_VIEW_DEDUPE_MINUTES * 60_000);
  const recent = await db.eventPageView.findFirst({
    where: { eventId: event.id, visitorId, createdAt: { gt: since } },
    select: { id: true },
  });
  if (recent) return;
  // The analytics rollup counts it in the same transaction (before the insert: it asks whether
  // the visitor was already seen that day).
  await db.$transaction(async (tx) => {
    await runAsync(tx, pageViewAdded({ accountKey: event.accountKey, eventId: event.id, visitorId, createdAt: now }));
    await tx.eventPageView.create({
      data: {
        eventId: event.id,
        visitorId,
        utmSource: tracking?.utm_source || null,
        utmMedium: tracking?.utm_medium || null,
        utmCampaign: tracking?.utm_campaign || null,
        ref: tracking?.ref || null,
        createdAt: now,
      },
    });
  });
}
