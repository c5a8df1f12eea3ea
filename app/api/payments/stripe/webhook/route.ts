import { publicRoute } from "@/lib/api/route";
import { handleStripeWebhook } from "@/lib/payments/stripe-webhook";

// The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
export const POST = publicRoute({}, async ({ request }) =>
  handleStripeWebhook(await request.text(), request.headers.get("stripe-signature")),
);
