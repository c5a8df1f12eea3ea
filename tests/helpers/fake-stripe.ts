import http from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for the few Stripe API calls the app makes (Checkout Sessions, coupons, refunds),
// for the tests and for trying checkout locally without a Stripe account: point the client at it
// with STRIPE_API_BASE=http://127.0.0.1:<port>. It answers from memory and records every request.

export type FakeStripeRequest = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null };

export type FakeStripe = {
  url: string;
  requests: FakeStripeRequest[];
  /** Answer the next requests to `path` (prefix) with this status and body instead. */
  failNext(pathPrefix: string, status?: number): void;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const failures: { prefix: string; status: number }[] = [];
  let counter = 0;
  // Ids unique across fake servers too: test files sharing a Jest worker's database keep what each stored.
  const instance = Math.random().toString(36).slice(2, 8);

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0];
      const form = new URLSearchParams(body);
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: request.method ?? "GET", path, form, idempotencyKey });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${counter}` });
        response.end(JSON.stringify(json));
      };
      const failure = failures.findIndex((item) => path.startsWith(item.prefix));
      if (failure >= 0) {
        const [{ status }] = failures.splice(failure, 1);
        return answer(status, { error: { type: "api_error", message: "Fake failure" } });
      }
      counter += 1;
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_fake_${instance}_${counter}`;
        const session = {
          id,
          object: "checkout.session",
          status: "open",
          mode: form.get("mode"),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.get("client_reference_id"),
          metadata: { orderId: form.get("metadata[orderId]") },
          expires_at: Number(form.get("expires_at")),
        };
        sessions.set(id, session);
        return answer(200, session);
      }
      const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
      if (sessionMatch) {
        const session = sessions.get(sessionMatch[1]);
        if (!session)
          return answer(404, { error: { type: "invalid_request_error", message: "No such checkout session" } });
        if (sessionMatch[2]) session.status = "expired";
        return answer(200, session);
      }
      if (request.method === "POST" && path === "/v1/coupons") {
        return answer(200, {
          id: `co_fake_${instance}_${counter}`,
          object: "coupon",
          amount_off: Number(form.get("amount_off")),
          currency: form.get("currency"),
        });
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        const existing = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (existing) return answer(200, existing);
        const refund = {
          id: `re_fake_${instance}_${counter}`,
          object: "refund",
          status: "succeeded",
          payment_intent: form.get("payment_intent"),
        };
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        return answer(200, refund);
      }
      return answer(404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (prefix, status = 500) => failures.push({ prefix, status }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // the Stripe client keeps its connections alive
      }),
  };
}

const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET"] as const;

/**
 * For a test file: starts the fake before its tests and points the app's Stripe client at it (a
 * test key, its URL, `webhookSecret` to sign events with), then stops it and puts the STRIPE_*
 * variables back as they were. Call it at the top of the file; the fake is there once the tests run.
 */
export function withFakeStripe(webhookSecret: string): () => FakeStripe {
  let fake: FakeStripe | undefined;
  const saved = Object.fromEntries(STRIPE_ENV.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    fake = await startFakeStripe();
    process.env.STRIPE_SECRET_KEY = "sk_test_fake";
    process.env.STRIPE_API_BASE = fake.url;
    process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  });

  afterAll(async () => {
    await fake?.close();
    for (const name of STRIPE_ENV) {
      const value = saved[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  return () => {
    if (!fake) throw new Error("The fake Stripe starts in beforeAll: read it inside a test.");
    return fake;
  };
}
