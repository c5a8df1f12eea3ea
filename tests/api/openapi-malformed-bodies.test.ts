import path from "node:path";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { getOpenApiDocument } from "@/lib/api/openapi-document";
import { seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { insertOrder } from "@/tests/helpers/event-orders";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { badBodies, issueConcerns, type JsonSchema, type Path } from "@/tests/helpers/openapi-bodies";
import { callRoute } from "@/tests/helpers/route";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";

// Issue #14, "Done means": a suite that walks /api/openapi.json and sends every write operation
// with a JSON body malformed JSON, wrong types, missing fields and a 2 MB string, expecting 400 (413
// for the 2 MB) and the database unchanged. Each operation runs against its real route handler
// (app/api/<path>/route.ts), signed in as a fresh user when it needs one (an admin for
// /api/admin/*), with real ids in its path: an event, its ticket type, promo code and order, a vendor
// the user owns, the user's own id. So no answer here may be a 404: every id in a path exists.
//
// The database is unchanged when the row count of every table is the same after the operation's
// bodies as before, and SQLite's `total_changes()` on the app's one connection (lib/sqlite-adapter.ts)
// has not moved: no row was inserted, updated or deleted by any of them.

const STRIPE_WEBHOOK_SECRET = "whsec_test_secret_for_the_malformed_body_walk";

type Operation = { method: string; path: string; schema: JsonSchema; isPublic: boolean };

function writeOperations(): Operation[] {
  const document = JSON.parse(JSON.stringify(getOpenApiDocument())) as {
    paths: Record<
      string,
      Record<string, { security?: unknown[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  const found: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const schema = operation.requestBody?.content["application/json"]?.schema;
      if (schema && ["post", "put", "patch", "delete"].includes(method))
        found.push({
          method,
          path: route,
          schema,
          isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        });
    }
  return found;
}

type Handler = Parameters<typeof callRoute>[0];

/** The route file's handler for the operation: `/api/events/{id}` → app/api/events/[id]/route.ts. */
async function handlerOf(operation: Operation): Promise<Handler> {
  const file = path.join(process.cwd(), "app", ...operation.path.replace(/\{(\w+)\}/g, "[$1]").split("/"), "route.ts");
  const routeModule = (await import(file)) as Record<string, Handler | undefined>;
  const handler = routeModule[operation.method.toUpperCase()];
  if (!handler) throw new Error(`${file} exports no ${operation.method.toUpperCase()}`);
  return handler;
}

/** A fresh user, and a real row for each id in the operation's path. */
async function fixtureFor(operation: Operation) {
  const { user, headers } = await signedInUser(operation.path.startsWith("/api/admin/") ? { role: "admin" } : {});
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  const params: Record<string, string> = {};
  if (names.length === 0) return { headers, params };
  const event = await seedPublishedEvent(user.id, { ticketTypes: [{ kind: "paid", price: 1000 }] });
  const order = await insertOrder(event, { status: "reserved", reservedUntil: new Date(Date.now() + 3_600_000) });
  const ids: Record<string, () => Promise<string> | string> = {
    slug: () => event.slug,
    ticketTypeId: () => event.ticketTypes[0].id,
    orderId: () => order.id,
    userId: () => user.id,
    promoCodeId: async () =>
      (await db.promoCode.create({ data: { eventId: event.id, code: "WALK10", discountType: "percent", amount: 10 } }))
        .id,
    id: async () => {
      if (operation.path.startsWith("/api/events/")) return event.id;
      if (operation.path.startsWith("/api/public/orders/")) return order.id;
      if (operation.path.startsWith("/api/vendors/"))
        return (
          await seedVendor(db, { name: "Walk Vendor", slug: `walk-${randomUUID().slice(0, 8)}`, ownerId: user.id })
        ).id;
      throw new Error(`No fixture for {id} in ${operation.path}`);
    },
  };
  for (const name of names) {
    if (!ids[name]) throw new Error(`No fixture for {${name}} in ${operation.path}: add one`);
    params[name] = await ids[name]();
  }
  return { headers, params };
}

/** Row counts of every table, and the changes the app's connection has made so far. */
async function databaseState() {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name}"`))[0].n);
  return { counts, changes: await totalChanges() };
}
const totalChanges = async () =>
  Number((await db.$queryRawUnsafe<{ n: bigint }[]>("SELECT total_changes() AS n"))[0].n);

const signed = (payload: string) => ({
  "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
});

type Answer = { status: number; data: { error?: { code?: string; issues?: { path: Path }[] } } | null };

/** What is wrong with the answer to one bad body, or null when it is right. */
function problemWith(name: string, answer: Answer, expectIssueAt: Path | undefined, changed: boolean): string | null {
  const expected = name.startsWith("2 MB") ? 413 : 400;
  const answered = `${answer.status} ${JSON.stringify(answer.data).slice(0, 300)}`;
  if (answer.status !== expected) return `${name}: expected ${expected}, got ${answered}`;
  if (changed) return `${name}: answered ${answer.status} but changed the database`;
  const issues = answer.data?.error?.issues ?? [];
  if (expectIssueAt && !issues.some((issue) => issueConcerns(issue.path, expectIssueAt)))
    return `${name}: the 400 names no issue at ${expectIssueAt.join(".")}: ${answered}`;
  return null;
}

const operations = writeOperations();
const savedWebhookSecret = process.env.STRIPE_WEBHOOK_SECRET;

beforeAll(async () => {
  process.env.STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
  await setVendorsFlag(true);
});
afterAll(async () => {
  if (savedWebhookSecret === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
  else process.env.STRIPE_WEBHOOK_SECRET = savedWebhookSecret;
  await setVendorsFlag(false);
});

describe("every write operation of /api/openapi.json, sent a malformed body", () => {
  it("finds the write operations with a JSON body", () => {
    expect(operations.length).toBeGreaterThan(70);
  });

  it.each(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    "%s answers 400 to malformed JSON, wrong types and missing fields, 413 to a 2 MB string, and changes nothing",
    async (_name, operation) => {
      const handler = await handlerOf(operation);
      const { headers, params } = await fixtureFor(operation);
      const { bodies, untyped } = badBodies(operation.schema);
      const before = await databaseState();
      const problems: string[] = [];
      for (const { name, body, expectIssueAt } of bodies) {
        const rawBody = body === undefined ? '{"broken": tru' : JSON.stringify(body);
        const changesBefore = await totalChanges();
        const answer = await callRoute(handler, {
          method: operation.method.toUpperCase(),
          url: operation.path,
          rawBody,
          params,
          headers: {
            "content-type": "application/json",
            ...(operation.isPublic ? {} : headers),
            ...(operation.path === "/api/payments/stripe/webhook" ? signed(rawBody) : {}),
          },
        });
        const problem = problemWith(name, answer, expectIssueAt, (await totalChanges()) !== changesBefore);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
      expect(await databaseState()).toEqual(before);
      // Every property has a type to get wrong; one any JSON value fits (z.unknown()) would be left
      // out of the walk, so it fails here until the schema says what it takes.
      expect(untyped.map((at) => at.join("."))).toEqual([]);
    },
  );
});

// What the walk found, pinned on its own.
describe("the Stripe webhook, sent a signed body that is not a Stripe event", () => {
  it("answers 400 invalid_request and records nothing, instead of a 500 (no id, an id that is not a string, an array)", async () => {
    const recorded = await db.stripeWebhookEvent.count();
    for (const payload of [
      JSON.stringify({ type: "checkout.session.completed", data: { object: {} } }),
      JSON.stringify({ id: 42, type: "checkout.session.completed", data: { object: {} } }),
      JSON.stringify({ id: `evt_${randomUUID()}`, type: "checkout.session.expired", data: "none" }),
      "[]",
    ]) {
      const answer = await callRoute(stripeWebhook, {
        method: "POST",
        url: "/api/payments/stripe/webhook",
        rawBody: payload,
        headers: { "content-type": "application/json", ...signed(payload) },
      });
      expect({ payload, status: answer.status, code: answer.data?.error?.code }).toEqual({
        payload,
        status: 400,
        code: "invalid_request",
      });
    }
    expect(await db.stripeWebhookEvent.count()).toBe(recorded);
  });
});
