import { userRoute } from "@/lib/api/route";
import { listMailFolders } from "@/lib/mailbox/queries";

export const GET = userRoute({}, ({ user }) => listMailFolders(user.id));
