import { userRoute } from "@/lib/api/route";
import { listMailFilters } from "@/lib/mailbox/queries";

export const GET = userRoute({}, async () => listMailFilters());
