import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { exportAttendees, listAttendees } from "@/lib/events/attendees";
import { listAttendeesQuerySchema } from "@/lib/events/schema";

export const GET = userRoute({ query: listAttendeesQuerySchema }, async ({ user, params, query }) => {
  const account = await resolveAccount(user);
  return query.format === "csv"
    ? exportAttendees(account, params.id, query, user.language)
    : listAttendees(account, params.id, query);
});
