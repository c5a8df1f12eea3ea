import { db } from "@/lib/db";
import { GET as calendarEvents } from "@/app/api/events/calendar/route";
import { GET as readFeedToken, POST as rotateFeedToken } from "@/app/api/events/calendar/feed-token/route";
import { GET as feed } from "@/app/api/calendar/[token]/route";
import { GET as hostIcs } from "@/app/api/events/[id]/ics/route";
import { GET as publicIcs } from "@/app/api/public/events/[slug]/ics/route";
import { seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

const DAY = 86_400_000;
let slugCounter = 0;

async function setVendorsFlag(enabled: boolean) {
  await db.featureFlag.upsert({
    where: { key: "ENABLE_VENDORS" },
    create: { key: "ENABLE_VENDORS", enabled },
    update: { enabled },
  });
}

/** An event of an account ("user:<id>" or "vendor:<id>"), starting `inDays` from now and lasting two hours. */
async function seedEvent(
  accountKey: string,
  {
    inDays = 1,
    status = "published",
    visibility = "public",
    title = "Event",
  }: { inDays?: number; status?: string; visibility?: string; title?: string } = {},
) {
  slugCounter += 1;
  const [kind, id] = accountKey.split(":");
  const startsAt = new Date(Date.now() + inDays * DAY);
  return db.event.create({
    data: {
      accountKey,
      userId: kind === "user" ? id : null,
      vendorId: kind === "vendor" ? id : null,
      slug: `cal-${process.pid}-${Date.now().toString(36)}-${slugCounter}`,
      title,
      summary: "Bring a friend; it's free",
      venueName: "Hall A",
      venueCity: "Cluj",
      timezone: "Europe/Bucharest",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      status,
      visibility,
      currency: "EUR",
    },
    select: { id: true, slug: true, title: true },
  });
}

function rangeUrl(fromDays: number, toDays: number) {
  const from = new Date(Date.now() + fromDays * DAY).toISOString();
  const to = new Date(Date.now() + toDays * DAY).toISOString();
  return `/api/events/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

function veventCount(ics: string) {
  return ics.match(/^BEGIN:VEVENT\r$/gm)?.length ?? 0;
}

function tokenOf(url: string) {
  return url.slice(url.lastIndexOf("/") + 1);
}

beforeAll(() => setVendorsFlag(true));

describe("GET /api/events/calendar", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(calendarEvents, { url: rangeUrl(0, 30) })).status).toBe(401);
  });

  it("refuses a missing, reversed, malformed or over-long range with 400", async () => {
    const { headers } = await signedInUser();
    for (const url of [
      "/api/events/calendar",
      "/api/events/calendar?from=2026-01-01T00:00:00Z",
      "/api/events/calendar?from=yesterday&to=2026-01-01T00:00:00Z",
      "/api/events/calendar?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z",
      "/api/events/calendar?from=2026-01-01T00:00:00Z&to=2027-02-06T00:00:01Z",
    ]) {
      const { status, data } = await callRoute(calendarEvents, { url, headers });
      expect({ url, status, code: data.error.code }).toEqual({ url, status: 400, code: "invalid_request" });
    }
    // 400 days exactly is allowed; offsets other than Z too (FullCalendar sends local offsets).
    expect(
      (
        await callRoute(calendarEvents, {
          url: "/api/events/calendar?from=2026-01-01T00:00:00%2B03:00&to=2027-02-05T00:00:00%2B03:00",
          headers,
        })
      ).status,
    ).toBe(200);
  });

  it("answers the active account's events overlapping the range, drafts and cancelled included, archived not", async () => {
    const { user, headers } = await signedInUser();
    const key = `user:${user.id}`;
    const published = await seedEvent(key, { inDays: 2, title: "Published" });
    const draft = await seedEvent(key, { inDays: 3, status: "draft", title: "Draft" });
    const cancelled = await seedEvent(key, { inDays: 4, status: "cancelled", title: "Cancelled" });
    await seedEvent(key, { inDays: 5, status: "archived" });
    await seedEvent(key, { inDays: 60 }); // outside the range
    // An event that started before the range and ends inside it overlaps it.
    const overlapping = await seedEvent(key, { inDays: -0.04, title: "Running" });

    const { status, data } = await callRoute(calendarEvents, { url: rangeUrl(0, 30), headers });
    expect(status).toBe(200);
    expect(data.events.map((event: { id: string }) => event.id)).toEqual([
      overlapping.id,
      published.id,
      draft.id,
      cancelled.id,
    ]);
    expect(data.events[1]).toEqual({
      id: published.id,
      title: "Published",
      slug: published.slug,
      status: "published",
      startsAt: expect.stringMatching(/Z$/),
      endsAt: expect.stringMatching(/Z$/),
      timezone: "Europe/Bucharest",
      ordersCount: 0,
      venueName: "Hall A",
      format: "in-person",
    });
  });

  it("counts the orders that hold tickets", async () => {
    const { user, headers } = await signedInUser();
    const event = await seedEvent(`user:${user.id}`, { inDays: 2 });
    const order = (status: string, reservedUntil: Date | null = null) => ({
      eventId: event.id,
      reference: `HD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      accessToken: `${Math.random().toString(36)}${Math.random().toString(36)}`,
      status,
      buyerName: "Buyer",
      buyerEmail: "buyer@example.test",
      subtotal: 0,
      total: 0,
      currency: "EUR",
      paymentProvider: "free",
      reservedUntil,
    });
    await db.order.createMany({
      data: [
        order("completed"),
        order("awaiting_payment"),
        order("reserved", new Date(Date.now() + 600_000)),
        order("reserved", new Date(Date.now() - 1000)),
        order("expired"),
        order("cancelled"),
      ],
    });
    const { data } = await callRoute(calendarEvents, { url: rangeUrl(0, 30), headers });
    expect(data.events[0].ordersCount).toBe(3);
  });

  it("keeps accounts apart: another user's and the vendor's events stay out of the personal calendar, and the other way round", async () => {
    const { user, headers } = await signedInUser();
    const other = await signedInUser();
    const vendor = await seedVendor(db, {
      name: "Cal Vendor",
      slug: `cal-vendor-${Date.now().toString(36)}`,
      ownerId: user.id,
    });
    const mine = await seedEvent(`user:${user.id}`, { inDays: 2 });
    const theirs = await seedEvent(`user:${other.user.id}`, { inDays: 2 });
    const vendors = await seedEvent(`vendor:${vendor.id}`, { inDays: 2 });

    const ids = async (h: Record<string, string>) =>
      (await callRoute(calendarEvents, { url: rangeUrl(0, 30), headers: h })).data.events.map(
        (event: { id: string }) => event.id,
      );
    expect(await ids(headers)).toEqual([mine.id]);
    expect(await ids(other.headers)).toEqual([theirs.id]);
    await db.user.update({ where: { id: user.id }, data: { activeVendorId: vendor.id } });
    expect(await ids(headers)).toEqual([vendors.id]);
  });
});

describe("the iCalendar feed", () => {
  it("makes one token on the first ask, answers the same URL after, and serves published and cancelled events only", async () => {
    const { user, headers } = await signedInUser();
    const key = `user:${user.id}`;
    await seedEvent(key, { inDays: 2, title: "Concert, with; commas" });
    await seedEvent(key, { inDays: 3, status: "cancelled", title: "Called off" });
    await seedEvent(key, { inDays: -30, title: "Recent past" });
    await seedEvent(key, { inDays: 4, status: "draft" });
    await seedEvent(key, { inDays: 5, status: "archived" });
    await seedEvent(key, { inDays: -120, title: "Long ago" });

    const first = await callRoute(readFeedToken, { headers });
    expect(first.status).toBe(200);
    expect(first.data.url).toMatch(/^http:\/\/localhost:3999\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.data.webcalUrl).toBe(first.data.url.replace(/^http:/, "webcal:"));
    expect((await callRoute(readFeedToken, { headers })).data.url).toBe(first.data.url);

    const answer = await callRoute(feed, { params: { token: tokenOf(first.data.url) } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = answer.data as string;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(veventCount(ics)).toBe(3);
    expect(ics).toContain("SUMMARY:Concert\\, with\\; commas");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SUMMARY:Recent past");
    expect(ics).not.toContain("Long ago");
    expect(ics).toContain("LOCATION:Hall A\\, Cluj");
  });

  it("stops answering the old URL once the link is reset, and 404s unknown or malformed tokens", async () => {
    const { headers } = await signedInUser();
    const before = (await callRoute(readFeedToken, { headers })).data.url;
    const rotated = await callRoute(rotateFeedToken, { method: "POST", headers });
    expect(rotated.status).toBe(200);
    expect(rotated.data.url).not.toBe(before);
    expect((await callRoute(feed, { params: { token: tokenOf(before) } })).status).toBe(404);
    expect((await callRoute(feed, { params: { token: tokenOf(rotated.data.url) } })).status).toBe(200);
    expect((await callRoute(feed, { params: { token: `${"A".repeat(43)}.ics` } })).status).toBe(404);
    expect((await callRoute(feed, { params: { token: "short.ics" } })).status).toBe(404);
  });

  it("gives a vendor its own feed; staff may read the link but not reset it", async () => {
    const owner = await signedInUser();
    const staff = await signedInUser();
    const vendor = await seedVendor(db, {
      name: "Feed Vendor",
      slug: `feed-vendor-${Date.now().toString(36)}`,
      ownerId: owner.user.id,
    });
    await db.vendorMember.create({ data: { vendorId: vendor.id, userId: staff.user.id, role: "staff" } });
    await db.user.updateMany({
      where: { id: { in: [owner.user.id, staff.user.id] } },
      data: { activeVendorId: vendor.id },
    });
    await seedEvent(`vendor:${vendor.id}`, { inDays: 2, title: "Vendor gig" });
    await seedEvent(`user:${owner.user.id}`, { inDays: 2, title: "Personal gig" });

    const url = (await callRoute(readFeedToken, { headers: owner.headers })).data.url;
    expect((await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).calendarToken).toBe(
      tokenOf(url).replace(/\.ics$/, ""),
    );
    expect((await callRoute(readFeedToken, { headers: staff.headers })).data.url).toBe(url);
    expect((await callRoute(rotateFeedToken, { method: "POST", headers: staff.headers })).status).toBe(403);

    const ics = (await callRoute(feed, { params: { token: tokenOf(url) } })).data as string;
    expect(veventCount(ics)).toBe(1);
    expect(ics).toContain("SUMMARY:Vendor gig");
    expect(ics).toContain("X-WR-CALNAME:Feed Vendor");

    // With the vendors feature off, the vendor's feed does not exist.
    await setVendorsFlag(false);
    try {
      expect((await callRoute(feed, { params: { token: tokenOf(url) } })).status).toBe(404);
    } finally {
      await setVendorsFlag(true);
    }
  });
});

describe("per-event .ics", () => {
  it("gives the host any event of their account as a download, and another account's as a 404", async () => {
    const { user, headers } = await signedInUser();
    const other = await signedInUser();
    const draft = await seedEvent(`user:${user.id}`, { inDays: 2, status: "draft", title: "Draft night" });
    const answer = await callRoute(hostIcs, { params: { id: draft.id }, headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${draft.slug}.ics"`);
    expect(veventCount(answer.data)).toBe(1);
    expect(answer.data).toContain(`UID:${draft.id}@localhost:3999`);
    expect((await callRoute(hostIcs, { params: { id: draft.id }, headers: other.headers })).status).toBe(404);
    expect((await callRoute(hostIcs, { params: { id: draft.id } })).status).toBe(401);
  });

  it("gives anyone a published public or unlisted event, and 404 for drafts, private, cancelled and unknown slugs", async () => {
    const { user } = await signedInUser();
    const key = `user:${user.id}`;
    const published = await seedEvent(key, { inDays: 2, title: "Open doors" });
    const unlisted = await seedEvent(key, { inDays: 2, visibility: "unlisted" });
    const answer = await callRoute(publicIcs, { params: { slug: published.slug } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${published.slug}.ics"`);
    expect(veventCount(answer.data)).toBe(1);
    expect(answer.data).toContain(`URL:http://localhost:3999/p/event/${published.slug}`);
    expect((await callRoute(publicIcs, { params: { slug: unlisted.slug } })).status).toBe(200);

    for (const hidden of [
      await seedEvent(key, { status: "draft" }),
      await seedEvent(key, { visibility: "private" }),
      await seedEvent(key, { status: "cancelled" }),
    ]) {
      expect((await callRoute(publicIcs, { params: { slug: hidden.slug } })).status).toBe(404);
    }
    expect((await callRoute(publicIcs, { params: { slug: "no-such-event" } })).status).toBe(404);
  });
});
