import { z } from "zod";
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";
import { verifyEmail } from "@/lib/auth/password-reset";
import { getAppUrl } from "@/lib/app-url";
import { clientIp } from "@/lib/limits/client-ip";

// The link in the confirmation mail: confirms the address, then shows the sign-in page with the
// outcome. Too many links opened from one address, or one link opened too often: 429 with Retry-After.
export const GET = publicRoute(
  { query: z.object({ token: z.string().min(1).max(200) }) },
  async ({ query, request }) => {
    const isVerified = await verifyEmail(query, clientIp(request.headers));
    return NextResponse.redirect(`${getAppUrl()}/sign-in?emailVerified=${isVerified ? "1" : "0"}`, 303);
  },
);
