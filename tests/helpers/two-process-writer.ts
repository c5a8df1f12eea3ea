// One of the server processes of tests/api/two-processes-share-one-database.test.ts: a plain Node
// process (tsx, no Next) on the database of DATABASE_URL that calls the real route handlers. Run as
//   node --conditions=react-server --import tsx tests/helpers/two-process-writer.ts <mode>
// (lib/ imports "server-only", an empty module only under the react-server condition), where mode is
//   setup          → makes the user, the event and the contacts to rename; prints their ids;
//   write <label>  → loads the handlers, prints `READY` and waits for a line on stdin (so both
//                    processes start together), then fires 100 mixed writes at once (env
//                    TWO_PROCESS_SETUP: what setup printed) and prints each answer's status and
//                    what it wrote, for the test to look for in the file.
// The answer is the one line `RESULT <json>`; everything else the process prints is log.
import { randomUUID } from "node:crypto";

type Setup = {
  headers: Record<string, string>;
  eventSlug: string;
  ticketTypeId: string;
  /** Contacts made at setup, one per rename of each process (`A` and `B`). */
  contactIds: Record<string, string[]>;
  /** One contact both processes rename. */
  sharedContactId: string;
};

type Write = {
  kind: "contact" | "tag" | "note" | "rename" | "rename-shared" | "order";
  status: number;
  /** The row the write made or changed, and the value it wrote there (a title, a name). */
  id?: string;
  value?: string;
};

const WRITES_PER_PROCESS = 100;
const KINDS = 6;
/** Writes number 3, 9, 15, … rename a contact of their own. */
const RENAMES_PER_PROCESS = Math.ceil((WRITES_PER_PROCESS - 3) / KINDS);

async function setup(): Promise<Setup> {
  const { db } = await import("@/lib/db");
  const { issueAccessToken } = await import("@/lib/auth/access-token");
  const { personalAccountKey } = await import("@/lib/events/account");
  const { seedUser } = await import("@/seed/factories");
  const { bearer } = await import("@/tests/helpers/route");
  const user = await seedUser(db);
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const slug = `shared-${randomUUID().slice(0, 8)}`;
  const event = await db.event.create({
    data: {
      accountKey: personalAccountKey(user.id),
      userId: user.id,
      slug,
      title: "Two processes",
      timezone: "UTC",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      status: "published",
      visibility: "public",
      currency: "EUR",
      ticketTypes: { create: [{ name: "Free", kind: "free", price: 0, quantity: 10_000, position: 0 }] },
    },
    select: { ticketTypes: { select: { id: true } } },
  });
  const contact = () =>
    db.contact.create({ data: { userId: user.id, name: "Before", nameSearch: "before" }, select: { id: true } });
  const contactIds: Record<string, string[]> = {};
  for (const label of ["A", "B"]) {
    contactIds[label] = [];
    for (let index = 0; index < RENAMES_PER_PROCESS; index++) contactIds[label].push((await contact()).id);
  }
  return {
    headers: bearer(await issueAccessToken(user.id)),
    eventSlug: slug,
    ticketTypeId: event.ticketTypes[0].id,
    contactIds,
    sharedContactId: (await contact()).id,
  };
}

async function write(label: string, given: Setup): Promise<{ writes: Write[] }> {
  const contactRoute = await import("@/app/api/apps/contacts/contact/route");
  const tagRoute = await import("@/app/api/apps/contacts/tag/route");
  const notesRoute = await import("@/app/api/apps/notes/route");
  const ordersRoute = await import("@/app/api/public/events/[slug]/orders/route");
  const { callRoute } = await import("@/tests/helpers/route");
  const { headers } = given;
  const renames = [...given.contactIds[label]];

  const one = async (index: number): Promise<Write> => {
    const value = `${label}-${index}-${randomUUID().slice(0, 6)}`;
    switch (index % KINDS) {
      case 0: {
        const { status, data } = await callRoute(contactRoute.POST, { method: "POST", headers });
        return { kind: "contact", status, id: data?.id };
      }
      case 1: {
        const json = { tag: { title: value } };
        const { status, data } = await callRoute(tagRoute.POST, { method: "POST", headers, json });
        return { kind: "tag", status, id: data?.id, value };
      }
      case 2: {
        const json = { note: { title: value } };
        const { status, data } = await callRoute(notesRoute.POST, { method: "POST", headers, json });
        return { kind: "note", status, id: data?.id, value };
      }
      case 3: {
        const id = renames.pop()!;
        const json = { id, contact: { name: value } };
        const { status } = await callRoute(contactRoute.PATCH, { method: "PATCH", headers, json });
        return { kind: "rename", status, id, value };
      }
      case 4: {
        const json = { id: given.sharedContactId, contact: { name: value } };
        const { status } = await callRoute(contactRoute.PATCH, { method: "PATCH", headers, json });
        return { kind: "rename-shared", status, id: given.sharedContactId, value };
      }
      default: {
        const json = {
          items: [{ ticketTypeId: given.ticketTypeId, quantity: 1 }],
          buyer: { name: `Buyer ${value}`, email: `buyer-${value.toLowerCase()}@example.test` },
        };
        const { status, data } = await callRoute(ordersRoute.POST, {
          method: "POST",
          url: `/api/public/events/${given.eventSlug}/orders`,
          params: { slug: given.eventSlug },
          json,
        });
        return { kind: "order", status, id: data?.order?.id, value };
      }
    }
  };
  // Started before the go: the query compiler and the first statements take a moment once per process.
  const { db } = await import("@/lib/db");
  await db.$transaction(async (tx) => tx.contact.count());
  await callRoute(contactRoute.GET, { headers, url: `/api/apps/contacts/contact?id=${given.sharedContactId}` });
  await waitForGo();
  return { writes: await Promise.all(Array.from({ length: WRITES_PER_PROCESS }, (_, index) => one(index))) };
}

function waitForGo(): Promise<void> {
  console.log("READY");
  return new Promise((resolve) => process.stdin.once("data", () => resolve()));
}

async function main() {
  const [mode, label] = process.argv.slice(2);
  const result = mode === "setup" ? await setup() : await write(label, JSON.parse(process.env.TWO_PROCESS_SETUP!));
  console.log(`RESULT ${JSON.stringify(result)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
