import { randomUUID } from "node:crypto";
import type { ProfileSample, SampleEvent, TrafficSource } from "@/seed/data/events/types";
import type { Random } from "@/lib/sample/random";
import { nearTheEnd, visitorIdOf, weightedPick } from "./random-picks";
import {
  BuildContext,
  CONVERSION_RANGE,
  DAY,
  EventRow,
  MAX_VIEWS_PER_ACCOUNT,
  MINUTE,
  OrderRow,
  Tracking,
  VIEW_DAYS,
  ViewRow,
} from "./rows";

// Where buyers and visitors came from (UTM sources, refs) and the page views around the orders.

/** A traffic source: by share of visits, or (for buyers) weighted by how well it converts. */
export function pickTraffic(random: Random, traffic: TrafficSource[], buyer: boolean): TrafficSource {
  return weightedPick(random, traffic, (source) => source.weight * (buyer ? source.conversion : 1));
}

export function trackingOf(
  random: Random,
  trafficKey: string | null,
  sample: ProfileSample,
  eventSample: SampleEvent,
  hidden: boolean,
): Tracking {
  const none: Tracking = {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    ref: null,
  };
  if (hidden) return { ...none, ref: random.pick(sample.inviteRefs) };
  // Unlisted pages travel by shared link: mostly a personal ref, rarely a campaign.
  if (eventSample.visibility === "unlisted" && random.chance(0.75))
    return { ...none, ref: random.chance(0.6) ? random.pick(sample.refs) : null };
  const source = sample.traffic.find((candidate) => candidate.key === trafficKey);
  if (!source) return none;
  return {
    utmSource: source.source,
    utmMedium: source.medium,
    utmCampaign: source.campaign === "event" ? eventSample.campaign : source.campaign,
    utmTerm: source.term ?? null,
    utmContent: source.contents ? random.pick(source.contents) : null,
    ref: random.chance(0.07) ? random.pick(sample.refs) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Page views

/** Views of each published event's page over the last 60 days, so that orders / views lands in the conversion range. */
export function buildViews(
  plans: { event: EventRow; sample: SampleEvent; orders: OrderRow[] }[],
  sample: ProfileSample,
  context: BuildContext,
): ViewRow[] {
  const { random, now } = context;
  const windows = plans.map((plan) => {
    const from = Math.max(now.getTime() - VIEW_DAYS * DAY, plan.event.publishedAt!.getTime());
    const to = Math.min(now.getTime() - MINUTE, plan.event.endsAt.getTime());
    const ordersInWindow = plan.orders.filter((order) => order.createdAt.getTime() >= from).length;
    const rate = CONVERSION_RANGE[0] + random.next() * (CONVERSION_RANGE[1] - CONVERSION_RANGE[0]);
    const days = Math.max(0, (to - from) / DAY);
    return {
      plan,
      from,
      to,
      ordersInWindow,
      count: to > from ? Math.max(Math.round(ordersInWindow / rate), Math.round(days * 3)) : 0,
    };
  });
  // Keep the table small: scale down, but never past the top of the conversion range.
  const total = windows.reduce((sum, window) => sum + window.count, 0);
  if (total > MAX_VIEWS_PER_ACCOUNT) {
    const factor = MAX_VIEWS_PER_ACCOUNT / total;
    for (const window of windows)
      window.count = Math.max(
        Math.ceil(window.ordersInWindow / CONVERSION_RANGE[1]),
        Math.round(window.count * factor),
      );
  }
  const views: ViewRow[] = [];
  for (const { plan, from, to, count } of windows) {
    let made = 0;
    while (made < count) {
      const visits = Math.min(count - made, random.chance(0.72) ? 1 : random.chance(0.65) ? 2 : 3);
      const visitorId = visitorIdOf(random);
      const source =
        plan.sample.visibility === "unlisted" && random.chance(0.8) ? null : pickTraffic(random, sample.traffic, false);
      const arrival = trackingOf(random, source?.key ?? null, sample, plan.sample, false);
      const times = Array.from({ length: visits }, () =>
        Math.round(random.chance(0.65) ? nearTheEnd(random, [from, to]) : from + random.next() * (to - from)),
      ).sort((a, b) => a - b);
      let last = -Infinity;
      times.forEach((time, index) => {
        // The beacon counts one view per visitor per 30 minutes.
        const at = Math.max(time, last + 31 * MINUTE);
        if (at > to) return;
        last = at;
        const returning = index > 0 && random.chance(0.5);
        views.push({
          id: randomUUID(),
          eventId: plan.event.id,
          visitorId,
          utmSource: returning ? null : arrival.utmSource,
          utmMedium: returning ? null : arrival.utmMedium,
          utmCampaign: returning ? null : arrival.utmCampaign,
          ref: returning ? null : arrival.ref,
          createdAt: new Date(at),
        });
      });
      made += visits;
    }
  }
  return views;
}
