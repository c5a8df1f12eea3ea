import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { checkInAttendee } from "@/lib/events/check-in";
import { checkInSchema } from "@/lib/events/schema";

/** Staff may check people in: no manager role needed. */
export const POST = userRoute({ body: checkInSchema }, async ({ user, params, body }) =>
  checkInAttendee(await resolveAccount(user), user, params.id, body),
);
