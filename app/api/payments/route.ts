import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { exportPayments, listPayments } from "@/lib/payments/list-payments";
import { listPaymentsQuerySchema } from "@/lib/payments/schema";

export const GET = userRoute({ query: listPaymentsQuerySchema }, async ({ user, query }) => {
  const account = await resolveAccount(user);
  return query.format === "csv" ? exportPayments(account, query, user.language) : listPayments(account, query);
});
