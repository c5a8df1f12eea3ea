import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { paymentTotalsQuerySchema } from "@/lib/payments/schema";
import { getPaymentTotals } from "@/lib/payments/totals";

export const GET = userRoute({ query: paymentTotalsQuerySchema }, async ({ user, query }) =>
  getPaymentTotals(await resolveAccount(user), query),
);
