import { userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/limits/client-ip";
import { startTwoFactorEnrolment } from "@/lib/auth/two-factor/enrol";
import { disableTwoFactor, getTwoFactorStatus } from "@/lib/auth/two-factor/manage";
import { disableTwoFactorSchema } from "@/lib/auth/two-factor/schema";

export const GET = userRoute({}, ({ user }) => getTwoFactorStatus(user.id));

/** Starts (or restarts) an enrolment: the secret and its QR code, answered this once. */
export const POST = userRoute({}, ({ user }) => startTwoFactorEnrolment(user));

export const DELETE = userRoute({ body: disableTwoFactorSchema }, async ({ user, body, request }) => {
  await disableTwoFactor(user, body, clientIp(request.headers));
  return new Response(null, { status: 204 });
});
