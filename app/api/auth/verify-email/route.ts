import { z } from "zod";
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";
import { verifyEmail } from "@/lib/auth/password-reset";
import { getAppUrl } from "@/lib/app-url";

// The link in the confirmation mail: confirms the address, then shows the sign-in page with the outcome.
export const GET = publicRoute({ query: z.object({ token: z.string().min(1).max(200) }) }, async ({ query }) => {
  const isVerified = await verifyEmail(query);
  return NextResponse.redirect(`${getAppUrl()}/sign-in?emailVerified=${isVerified ? "1" : "0"}`, 303);
});
