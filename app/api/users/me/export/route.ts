import { userRoute } from "@/lib/api/route";
import { exportAccountData, zipResponse } from "@/lib/users/export-data";

export const GET = userRoute({}, async ({ user }) => zipResponse(await exportAccountData(user)));
