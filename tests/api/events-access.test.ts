import { db } from "@/lib/db";
import * as eventsRoute from "@/app/api/events/route";
import * as eventRoute from "@/app/api/events/[id]/route";
import { POST as publishRoute } from "@/app/api/events/[id]/publish/route";
import { POST as cancelRoute } from "@/app/api/events/[id]/cancel/route";
import { POST as archiveRoute } from "@/app/api/events/[id]/archive/route";
import { POST as duplicateRoute } from "@/app/api/events/[id]/duplicate/route";
import { GET as statsRoute } from "@/app/api/events/[id]/stats/route";
import * as ticketTypesRoute from "@/app/api/events/[id]/ticket-types/route";
import * as ticketTypeRoute from "@/app/api/events/[id]/ticket-types/[ticketTypeId]/route";
import { POST as reorderRoute } from "@/app/api/events/[id]/ticket-types/reorder/route";
import * as promoCodesRoute from "@/app/api/events/[id]/promo-codes/route";
import * as promoCodeRoute from "@/app/api/events/[id]/promo-codes/[promoCodeId]/route";
import * as ordersRoute from "@/app/api/events/[id]/orders/route";
import { PATCH as orderRoute } from "@/app/api/events/[id]/orders/[orderId]/route";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { POST as checkInRoute } from "@/app/api/events/[id]/check-in/route";
import { vendorAccountKey } from "@/lib/events/account";
import type { EventList } from "@/lib/events/answers";
import { signedInUser } from "@/tests/helpers/auth";
import { addTicketType, call, createEvent, eventBody, insertOrder, vendorTeam } from "@/tests/helpers/events";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { callRoute } from "@/tests/helpers/route";

// Who may see and change a host's event, on every event route: another account gets 404, the
// active account (personal or vendor) decides what is seen, and a vendor's staff may read and
// check in but change nothing.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

afterAll(() => setVendorsFlag(false));

describe("who may see and change an event", () => {
  it("answers 404 'Event not found.' for another user's event and for an unknown id, on every route", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const event = await createEvent(owner.headers);
    const ticketType = await addTicketType(owner.headers, event.id);
    for (const id of [event.id, "no-such-event"]) {
      const attempts = [
        callRoute(eventRoute.GET, { headers: stranger.headers, params: { id } }),
        callRoute(eventRoute.PATCH, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id },
          json: { title: "Mine now" },
        }),
        callRoute(eventRoute.DELETE, { method: "DELETE", headers: stranger.headers, params: { id } }),
        call(publishRoute, stranger.headers, id),
        call(cancelRoute, stranger.headers, id),
        call(archiveRoute, stranger.headers, id),
        call(duplicateRoute, stranger.headers, id),
        callRoute(statsRoute, { headers: stranger.headers, params: { id } }),
        callRoute(ticketTypesRoute.GET, { headers: stranger.headers, params: { id } }),
        call(ticketTypesRoute.POST, stranger.headers, id, { json: { name: "X", kind: "free", quantity: 1 } }),
        callRoute(ticketTypeRoute.PATCH, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id, ticketTypeId: ticketType.id },
          json: { name: "X" },
        }),
        callRoute(ticketTypeRoute.DELETE, {
          method: "DELETE",
          headers: stranger.headers,
          params: { id, ticketTypeId: ticketType.id },
        }),
        call(reorderRoute, stranger.headers, id, { json: { ids: [ticketType.id] } }),
        callRoute(promoCodesRoute.GET, { headers: stranger.headers, params: { id } }),
        call(promoCodesRoute.POST, stranger.headers, id, { json: { code: "ABC", discountType: "percent", amount: 5 } }),
        callRoute(promoCodeRoute.PATCH, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id, promoCodeId: "x" },
          json: { amount: 5 },
        }),
        callRoute(promoCodeRoute.DELETE, {
          method: "DELETE",
          headers: stranger.headers,
          params: { id, promoCodeId: "x" },
        }),
        callRoute(ordersRoute.GET, { headers: stranger.headers, params: { id } }),
        callRoute(ordersRoute.GET, { headers: stranger.headers, params: { id }, url: "/?format=csv" }),
        callRoute(orderRoute, {
          method: "PATCH",
          headers: stranger.headers,
          params: { id, orderId: "x" },
          json: { action: "cancel" },
        }),
        callRoute(attendeesRoute, { headers: stranger.headers, params: { id } }),
        callRoute(attendeesRoute, { headers: stranger.headers, params: { id }, url: "/?format=csv" }),
        call(checkInRoute, stranger.headers, id, { json: { code: "ABCDEFGHJKLM" } }),
      ];
      for (const { status, data } of await Promise.all(attempts)) {
        expect({ status, error: data.error }).toEqual({
          status: 404,
          error: { code: "not_found", message: "Event not found." },
        });
      }
    }
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { title: true, status: true } });
    expect(stored).toEqual({ title: event.title, status: "draft" });
    expect(await db.ticketType.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("scopes to the active account: a vendor's event is not seen from the owner's personal account, nor by a non-member", async () => {
    const { owner, outsider, vendor } = await vendorTeam();
    const vendorEvent = await createEvent(owner.headers, { title: "Vendor gala" });
    expect(vendorEvent.currency).toBe("RON");
    expect(
      await db.event.findUniqueOrThrow({
        where: { id: vendorEvent.id },
        select: { accountKey: true, vendorId: true, userId: true },
      }),
    ).toEqual({
      accountKey: vendorAccountKey(vendor.id),
      vendorId: vendor.id,
      userId: null,
    });

    // The owner switches to their personal account.
    await db.user.update({ where: { id: owner.user.id }, data: { activeVendorId: null } });
    expect((await callRoute(eventRoute.GET, { headers: owner.headers, params: { id: vendorEvent.id } })).status).toBe(
      404,
    );
    const personalList = (await callRoute(eventsRoute.GET, { headers: owner.headers, url: "/api/events?tab=drafts" }))
      .data as EventList;
    expect(personalList.events.map((event) => event.id)).not.toContain(vendorEvent.id);

    // A non-member who names the vendor as active still acts as their personal account.
    await db.user.update({ where: { id: outsider.user.id }, data: { activeVendorId: vendor.id } });
    expect(
      (await callRoute(eventRoute.GET, { headers: outsider.headers, params: { id: vendorEvent.id } })).status,
    ).toBe(404);
    expect((await call(cancelRoute, outsider.headers, vendorEvent.id)).status).toBe(404);

    // Back in the vendor, the owner sees it.
    await db.user.update({ where: { id: owner.user.id }, data: { activeVendorId: vendor.id } });
    expect((await callRoute(eventRoute.GET, { headers: owner.headers, params: { id: vendorEvent.id } })).status).toBe(
      200,
    );
    // With the vendors feature off, everyone is in their personal account.
    await setVendorsFlag(false);
    expect((await callRoute(eventRoute.GET, { headers: owner.headers, params: { id: vendorEvent.id } })).status).toBe(
      404,
    );
    await setVendorsFlag(true);
  });

  it("lets staff read and check in, and refuses them every change with 403", async () => {
    const { owner, staff } = await vendorTeam();
    const event = await createEvent(owner.headers);
    const ticketType = await addTicketType(owner.headers, event.id);
    const promo = (
      await call(promoCodesRoute.POST, owner.headers, event.id, {
        json: { code: "STAFF", discountType: "percent", amount: 5 },
      })
    ).data.promoCode;
    await call(publishRoute, owner.headers, event.id);
    const order = await insertOrder(event.id, ticketType.id, { status: "awaiting_payment" });
    const completed = await insertOrder(event.id, ticketType.id);
    const attendee = await db.attendee.findFirstOrThrow({ where: { orderId: completed.id } });
    const headers = staff.headers;
    const id = event.id;

    const reads = await Promise.all([
      callRoute(eventsRoute.GET, { headers }),
      callRoute(eventRoute.GET, { headers, params: { id } }),
      callRoute(statsRoute, { headers, params: { id } }),
      callRoute(ticketTypesRoute.GET, { headers, params: { id } }),
      callRoute(promoCodesRoute.GET, { headers, params: { id } }),
      callRoute(ordersRoute.GET, { headers, params: { id } }),
      callRoute(attendeesRoute, { headers, params: { id } }),
      callRoute(attendeesRoute, { headers, params: { id }, url: "/?format=csv" }),
    ]);
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(reads[0].data.events.map((item: { id: string }) => item.id)).toContain(id);

    const before = await db.event.findUniqueOrThrow({ where: { id } });
    const writes = [
      callRoute(eventsRoute.POST, { method: "POST", headers, json: eventBody() }),
      callRoute(eventRoute.PATCH, { method: "PATCH", headers, params: { id }, json: { title: "Staff was here" } }),
      callRoute(eventRoute.DELETE, { method: "DELETE", headers, params: { id } }),
      call(publishRoute, headers, id),
      call(cancelRoute, headers, id),
      call(archiveRoute, headers, id),
      call(duplicateRoute, headers, id),
      call(ticketTypesRoute.POST, headers, id, { json: { name: "X", kind: "free", quantity: 1 } }),
      callRoute(ticketTypeRoute.PATCH, {
        method: "PATCH",
        headers,
        params: { id, ticketTypeId: ticketType.id },
        json: { name: "X" },
      }),
      callRoute(ticketTypeRoute.DELETE, { method: "DELETE", headers, params: { id, ticketTypeId: ticketType.id } }),
      call(reorderRoute, headers, id, { json: { ids: [ticketType.id] } }),
      call(promoCodesRoute.POST, headers, id, { json: { code: "NOPE", discountType: "percent", amount: 5 } }),
      callRoute(promoCodeRoute.PATCH, {
        method: "PATCH",
        headers,
        params: { id, promoCodeId: promo.id },
        json: { amount: 50 },
      }),
      callRoute(promoCodeRoute.DELETE, { method: "DELETE", headers, params: { id, promoCodeId: promo.id } }),
      callRoute(orderRoute, {
        method: "PATCH",
        headers,
        params: { id, orderId: order.id },
        json: { action: "mark-paid" },
      }),
      callRoute(orderRoute, {
        method: "PATCH",
        headers,
        params: { id, orderId: order.id },
        json: { action: "cancel" },
      }),
    ];
    for (const { status, data } of await Promise.all(writes))
      expect({ status, code: data.error?.code }).toEqual({ status: 403, code: "forbidden" });
    expect(await db.event.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("awaiting_payment");
    expect(await db.event.count({ where: { vendorId: before.vendorId } })).toBe(1);

    const checkIn = await call(checkInRoute, headers, id, { json: { code: attendee.code } });
    expect(checkIn).toMatchObject({
      status: 200,
      data: { status: "checked_in", attendee: { id: attendee.id, checkedInBy: staff.user.displayName } },
    });
  });
});
