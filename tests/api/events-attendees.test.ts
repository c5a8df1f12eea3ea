import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { newTicketCode } from "@/lib/orders/codes";
import { checkIn, hostWithEvent, insertOrder, listAttendees } from "@/tests/helpers/event-orders";
import { callRoute } from "@/tests/helpers/route";

// An event's attendees and their check-in at the door (host side). Orders and the overview
// numbers: events-orders.test.ts.

jest.mock("@/lib/orders/notifications", () => ({ sendOrderEmails: jest.fn(async () => undefined) }));

describe("GET /api/events/{id}/attendees", () => {
  async function eventWithAttendees() {
    const host = await hostWithEvent();
    const zoeCode = `ZOE${newTicketCode().slice(0, 9)}`;
    await insertOrder(host.event, {
      quantity: 2,
      attendees: [
        { name: "Zoe Walker", email: "zoe@example.org", code: zoeCode },
        { name: "ada byron", email: "ada@example.org", checkedInAt: new Date() },
      ],
    });
    await insertOrder(host.event, {
      status: "partially_refunded",
      attendees: [{ name: 'Bob "The Builder", Jr.', email: "bob@example.org" }],
    });
    await insertOrder(host.event, {
      status: "refunded",
      attendees: [{ name: "Refunded Person", email: "gone@example.org" }],
    });
    await insertOrder(host.event, { attendees: [{ name: "+Formula", email: "@at@example.org" }] });
    return { ...host, zoeCode };
  }

  it("lists the attendees of valid orders by name, with ticket type and order, and the check-in totals", async () => {
    const { headers, event } = await eventWithAttendees();
    const answer = await listAttendees(headers, event.id);
    expect(answer.attendees.map((attendee) => attendee.name)).toEqual([
      "+Formula",
      "ada byron",
      'Bob "The Builder", Jr.',
      "Zoe Walker",
    ]);
    expect(answer).toMatchObject({ total: 4, attendeesCount: 4, checkedInCount: 1 });
    expect(answer.attendees[1]).toMatchObject({
      email: "ada@example.org",
      ticketTypeName: "General",
      orderReference: expect.stringMatching(/^HD-/),
      checkedInAt: expect.any(String),
    });
  });

  it("searches name, email and code without case, filters by check-in, and pages", async () => {
    const { headers, event, zoeCode } = await eventWithAttendees();
    const names = async (query: string) =>
      (await listAttendees(headers, event.id, query)).attendees.map((attendee) => attendee.name);
    expect(await names("?search=ZOE")).toEqual(["Zoe Walker"]);
    expect(await names(`?search=${zoeCode.slice(2).toLowerCase()}`)).toEqual(["Zoe Walker"]);
    expect(await names("?search=bob@")).toEqual(['Bob "The Builder", Jr.']);
    expect(await names("?search=refunded")).toEqual([]);
    expect(await names("?checkedIn=yes")).toEqual(["ada byron"]);
    expect(await names("?checkedIn=no&pageSize=2&page=2")).toEqual(["Zoe Walker"]);
    const filtered = await listAttendees(headers, event.id, "?search=zoe");
    expect({ total: filtered.total, attendeesCount: filtered.attendeesCount }).toEqual({ total: 1, attendeesCount: 4 });
    expect(
      (await callRoute(attendeesRoute, { headers, params: { id: event.id }, url: "/x?checkedIn=maybe" })).status,
    ).toBe(400);
  });

  it("exports CSV named <slug>-attendees.csv, escaped and safe from formulas, headings in the user's language", async () => {
    const { headers, event, user } = await eventWithAttendees();
    const response = await callRoute(attendeesRoute, { headers, params: { id: event.id }, url: "/x?format=csv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${event.slug}-attendees.csv"`);
    // The body starts with a UTF-8 byte order mark (which reading it as text drops), so Excel reads accents right.
    const raw = await attendeesRoute(new NextRequest(new URL(`http://localhost/x?format=csv`), { headers }), {
      params: Promise.resolve({ id: event.id }),
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (response.data as string).split("\r\n");
    expect(lines[0]).toBe("Name,Email,Ticket type,Ticket code,Order reference,Checked in at (UTC),Checked in by");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^'\+Formula,'@at@example.org,General,[A-Z0-9]{12},HD-\w+,,$/);
    expect(lines[2]).toMatch(/^ada byron,ada@example.org,General,[A-Z0-9]{12},HD-\w+,\d{4}-\d\d-\d\dT[\d:.]+Z,$/);
    expect(lines[3]).toMatch(/^"Bob ""The Builder"", Jr.",bob@example.org,/);
    expect(lines[5]).toBe("");

    const searched = await callRoute(attendeesRoute, {
      headers,
      params: { id: event.id },
      url: "/x?format=csv&search=zoe",
    });
    expect((searched.data as string).trim().split("\r\n")).toHaveLength(2);

    await db.user.update({ where: { id: user.id }, data: { language: "tr" } });
    const turkish = await callRoute(attendeesRoute, { headers, params: { id: event.id }, url: "/x?format=csv" });
    expect((turkish.data as string).split("\r\n")[0]).toBe(
      "Ad,E-posta,Bilet türü,Bilet kodu,Sipariş referansı,Giriş zamanı (UTC),Girişi yapan",
    );
  });
});

describe("POST /api/events/{id}/check-in", () => {
  it("checks a ticket in once; the second time says when, and changes nothing; undo clears it", async () => {
    const { headers, event, user } = await hostWithEvent();
    const code = newTicketCode();
    await insertOrder(event, { attendees: [{ name: "Door Person", email: "door@example.org", code }] });

    const first = await checkIn(headers, event.id, { code });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      status: "checked_in",
      attendee: { name: "Door Person", code, checkedInBy: user.displayName },
      checkedInAt: expect.any(String),
    });
    expect(first.data.attendee.checkedInAt).toBe(first.data.checkedInAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await checkIn(headers, event.id, { code: ` ${code.slice(0, 6).toLowerCase()}-${code.slice(6)} ` });
    expect(second).toMatchObject({
      status: 200,
      data: { status: "already_checked_in", checkedInAt: first.data.checkedInAt },
    });
    const stored = await db.attendee.findUniqueOrThrow({ where: { code } });
    expect(stored.checkedInAt?.toISOString()).toBe(first.data.checkedInAt);

    const undone = await checkIn(headers, event.id, { attendeeId: stored.id, undo: true });
    expect(undone).toMatchObject({
      status: 200,
      data: { status: "undone", checkedInAt: null, attendee: { checkedInAt: null, checkedInBy: null } },
    });
    expect((await checkIn(headers, event.id, { attendeeId: stored.id })).data.status).toBe("checked_in");
  });

  it("counts two scanners at once as one check-in", async () => {
    const { headers, event } = await hostWithEvent();
    const code = newTicketCode();
    await insertOrder(event, { attendees: [{ name: "Rush", email: "rush@example.org", code }] });
    const answers = await Promise.all([
      checkIn(headers, event.id, { code }),
      checkIn(headers, event.id, { code }),
      checkIn(headers, event.id, { code }),
    ]);
    expect(answers.map((answer) => answer.data.status).sort()).toEqual([
      "already_checked_in",
      "already_checked_in",
      "checked_in",
    ]);
    expect(new Set(answers.map((answer) => answer.data.checkedInAt)).size).toBe(1);
  });

  it("answers 404 ticket_not_found for an unknown code or one of another event, and 409 for a void ticket", async () => {
    const { headers, event } = await hostWithEvent();
    const other = await hostWithEvent();
    const foreignCode = newTicketCode();
    await insertOrder(other.event, { attendees: [{ name: "Elsewhere", email: "e@example.org", code: foreignCode }] });
    for (const json of [{ code: "NOSUCHCODE99" }, { code: foreignCode }, { attendeeId: "nobody" }]) {
      const { status, data } = await checkIn(headers, event.id, json);
      expect({ status, code: data.error.code }).toEqual({ status: 404, code: "ticket_not_found" });
    }
    expect((await db.attendee.findUniqueOrThrow({ where: { code: foreignCode } })).checkedInAt).toBeNull();

    const refundedCode = newTicketCode();
    await insertOrder(event, {
      status: "refunded",
      attendees: [{ name: "Refunded", email: "r@example.org", code: refundedCode }],
    });
    const voided = await checkIn(headers, event.id, { code: refundedCode });
    expect({ status: voided.status, code: voided.data.error.code }).toEqual({ status: 409, code: "ticket_not_valid" });
    expect((await db.attendee.findUniqueOrThrow({ where: { code: refundedCode } })).checkedInAt).toBeNull();
  });

  it.each([
    [{}],
    [{ code: "" }],
    [{ code: "ABC", attendeeId: "x" }],
    [{ code: "ABC", undo: "yes" }],
    [{ code: "ABC", extra: true }],
  ])("refuses %j with 400", async (json) => {
    const { headers, event } = await hostWithEvent();
    expect((await checkIn(headers, event.id, json)).status).toBe(400);
  });
});
