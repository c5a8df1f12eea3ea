import { userRoute } from "@/lib/api/route";
import { updateMailboxSettings } from "@/lib/mailbox/mutations";
import { getMailboxSettings } from "@/lib/mailbox/queries";
import { updateSettingsBodySchema } from "@/lib/mailbox/schema";

export const GET = userRoute({}, ({ user }) => getMailboxSettings(user.id));

export const PATCH = userRoute({ body: updateSettingsBodySchema }, ({ user, body }) =>
  updateMailboxSettings(user.id, body.settings),
);
