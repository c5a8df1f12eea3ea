import { MAX_JSON_BODY_BYTES, publicRoute } from "@/lib/api/route";
import { readTextWithLimit } from "@/lib/http/read-body";
import { handleStripeWebhook } from "@/lib/payments/stripe-webhook";

// The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first,
// and counted while it streams (413 past the limit, the rest unread).
export const POST = publicRoute({}, async ({ request }) =>
  handleStripeWebhook(await readTextWithLimit(request, MAX_JSON_BODY_BYTES), request.headers.get("stripe-signature")),
);
