import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser } from "./support/users";

// Never oversell (issue #5): 200 buyers at once for 10 tickets, through two server processes
// that share one SQLite file, must end with exactly 10 tickets sold and 190 clear refusals.

test.skip(!!process.env.BASE_URL, "needs a second server process on the test database");

let secondServer: ChildProcess | undefined;
let secondBaseURL = "";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  secondBaseURL = `http://localhost:${port}`;
  // The same production build and database as the suite's own server, in a second process.
  secondServer = spawn(path.join("node_modules", ".bin", "next"), ["start", "-p", String(port)], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${process.env.E2E_DATABASE_PATH}`,
      APP_URL: secondBaseURL,
      NEXTAUTH_URL: secondBaseURL,
      NEXTAUTH_SECRET: process.env.E2E_SECRET!,
      ACCESS_TOKEN_SECRET: `${process.env.E2E_SECRET}-access`,
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        (await fetch(`${secondBaseURL}/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS`).catch(() => null))
          ?.status ?? 0,
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  secondServer?.kill();
});

async function hostToken(request: APIRequestContext): Promise<string> {
  const user = await createUser(request, "oversell");
  const response = await request.post("/api/auth/sign-in", { data: { email: user.email, password: user.password } });
  return (await response.json()).accessToken;
}

test("200 concurrent buyers through two server processes never get more than what is left", async ({
  request,
  baseURL,
}) => {
  const headers = { authorization: `Bearer ${await hostToken(request)}` };
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const created = await request.post("/api/events", {
    headers,
    data: {
      title: "Last tickets race",
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      timezone: "Europe/Bucharest",
      capacity: 15,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = await created.json();
  const addTicketType = async (name: string, quantity: number) => {
    const response = await request.post(`/api/events/${event.id}/ticket-types`, {
      headers,
      data: { name, kind: "free", price: 0, quantity },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).ticketType.id as string;
  };
  const scarceType = await addTicketType("Front row", 10);
  const plentifulType = await addTicketType("General admission", 100);
  expect((await request.post(`/api/events/${event.id}/publish`, { headers })).status()).toBe(200);

  const servers = [baseURL!, secondBaseURL];
  const buyAll = (ticketTypeId: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        fetch(`${servers[index % 2]}/api/public/events/${event.slug}/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            items: [{ ticketTypeId, quantity: 1 }],
            buyer: { name: `Buyer ${index}`, email: `buyer${index}@example.test` },
          }),
        }).then((response) => response.status),
      ),
    );
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  // 10 left of the ticket type.
  expect(tally(await buyAll(scarceType, 200))).toEqual({ 201: 10, 409: 190 });
  // The event's overall capacity (15) leaves 5 of the plentiful type.
  expect(tally(await buyAll(plentifulType, 60))).toEqual({ 201: 5, 409: 55 });

  const attendees = await (await request.get(`/api/events/${event.id}/attendees?pageSize=200`, { headers })).json();
  expect(attendees.total).toBe(15);
  const publicView = await (await request.get(`/api/public/events/${event.slug}`)).json();
  expect(publicView.ticketTypes.map((ticketType: { available: number }) => ticketType.available)).toEqual([0, 0]);
});
