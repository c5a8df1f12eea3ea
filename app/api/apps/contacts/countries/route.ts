import { userRoute } from "@/lib/api/route";
import { listCountries } from "@/lib/contacts/queries";

export const GET = userRoute({}, () => listCountries());
