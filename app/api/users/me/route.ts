import { NextResponse } from "next/server";
import { userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/limits/client-ip";
import { accountInUseResponse, deleteAccount } from "@/lib/users/delete-account";
import { expireAllPublicPages } from "@/lib/public/page-cache";
import { getProfile, updateProfile } from "@/lib/users/profile";
import { deleteAccountSchema, profilePatchSchema } from "@/lib/users/schema";
import { clearSessionCookie } from "@/lib/users/session-cookie";

export const GET = userRoute({}, ({ user }) => getProfile(user.id));

export const PATCH = userRoute({ body: profilePatchSchema }, async ({ user, body, request }) => {
  const profile = await updateProfile(user, body, clientIp(request.headers));
  // A personal host's name and address show on their host page and their events' pages.
  if (body.firstName !== undefined || body.lastName !== undefined || body.hostSlug !== undefined)
    expireAllPublicPages();
  return profile;
});

export const DELETE = userRoute({ body: deleteAccountSchema }, async ({ user, body, request }) => {
  const blocked = await deleteAccount(user, body.password, clientIp(request.headers));
  if (blocked) return accountInUseResponse(blocked);
  return clearSessionCookie(new NextResponse(null, { status: 204 }));
});
