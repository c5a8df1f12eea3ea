import { z } from "zod";
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";
import { getAppUrl } from "@/lib/app-url";
import { confirmEmailChange } from "@/lib/users/email-change";

// The link mailed to a new address: applies it, then opens the profile tab with the outcome
// (?emailChanged=1, or =invalid for an unknown, used or expired link, =taken when another account
// got the address meanwhile). A malformed token reads as invalid rather than as a bare 400 page.
export const GET = publicRoute({ query: z.object({ token: z.string().optional() }) }, async ({ query }) => {
  const token = query.token ?? "";
  const outcome = token.length > 0 && token.length <= 200 ? await confirmEmailChange(token) : "invalid";
  return NextResponse.redirect(`${getAppUrl()}/pages/settings?tab=profile&emailChanged=${outcome}`, 303);
});
