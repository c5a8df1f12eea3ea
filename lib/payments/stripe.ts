import "server-only";
import Stripe from "stripe";

// The Stripe client, made only when `STRIPE_SECRET_KEY` is set: without it the product still
// sells free and offline tickets, and a Stripe checkout answers 503 `payments_unavailable`.
// `STRIPE_API_BASE` (e.g. http://127.0.0.1:12111) points the client at another API host —
// stripe-mock or the tests' fake server — because the tests must never reach the internet.

let cached: { signature: string; client: Stripe } | undefined;

/** The Stripe API client, or null when payments by card are not configured. */
export function getStripe(): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = process.env.STRIPE_API_BASE || "";
  const signature = `${key}|${base}`;
  if (cached?.signature === signature) return cached.client;
  const client = new Stripe(key, { ...apiBaseOptions(base), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
  cached = { signature, client };
  return client;
}

function apiBaseOptions(base: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** The signing secret of the webhook endpoint, or null when it is not configured. */
export function getStripeWebhookSecret(): string | null {
  return process.env.STRIPE_WEBHOOK_SECRET || null;
}

/** Whether card payments are set up, and whether the key is a test or a live one (the payments screen says so). */
export function stripeStatus(): { configured: boolean; mode: "test" | "live" | null } {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) return { configured: false, mode: null };
  return { configured: true, mode: key.startsWith("sk_live_") || key.startsWith("rk_live_") ? "live" : "test" };
}

/**
 * Verifies a webhook delivery against the endpoint's secret and parses it. Static, so it works
 * without a secret key (verification needs only the signing secret). Throws on a bad signature.
 */
export function constructStripeEvent(rawBody: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}
