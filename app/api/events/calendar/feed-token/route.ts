import { userRoute } from "@/lib/api/route";
import { getFeedUrls, rotateFeedToken } from "@/lib/calendar/feed";
import { requireManager, resolveAccount } from "@/lib/events/account";

/** The account's subscribable feed URL; its secret is made on the first ask. */
export const GET = userRoute({}, async ({ user }) => getFeedUrls(await resolveAccount(user)));

/** A new secret, so the old URL stops working (owners and admins only). */
export const POST = userRoute({}, async ({ user }) => {
  const account = await resolveAccount(user);
  requireManager(account);
  return rotateFeedToken(account);
});
