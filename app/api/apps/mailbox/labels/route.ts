import { userRoute } from "@/lib/api/route";
import { listMailLabels } from "@/lib/mailbox/queries";

export const GET = userRoute({}, ({ user }) => listMailLabels(user.id));
