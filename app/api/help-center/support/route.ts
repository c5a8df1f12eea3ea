import { userRoute } from "@/lib/api/route";
import { supportRequestSchema } from "@/lib/help-center/schema";
import { sendSupportRequest } from "@/lib/help-center/send-support-request";

export const POST = userRoute({ body: supportRequestSchema }, ({ user, body }) =>
  sendSupportRequest({ userId: user.id, request: body }),
);
