import { db } from "@/lib/db";
import { issueAccessToken } from "@/lib/auth/access-token";
import { seedUser } from "@/seed/factories";
import { bearer } from "@/tests/helpers/route";

/** A fresh user and the headers that sign a route call in as them. */
export async function signedInUser(options: Parameters<typeof seedUser>[1] = {}) {
  const user = await seedUser(db, options);
  return { user, headers: bearer(await issueAccessToken(user.id)) };
}
