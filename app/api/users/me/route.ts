import { NextResponse } from "next/server";
import { userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/limits/client-ip";
import { accountInUseResponse, deleteAccount } from "@/lib/users/delete-account";
import { getProfile, updateProfile } from "@/lib/users/profile";
import { deleteAccountSchema, profilePatchSchema } from "@/lib/users/schema";
import { clearSessionCookie } from "@/lib/users/session-cookie";

export const GET = userRoute({}, ({ user }) => getProfile(user.id));

export const PATCH = userRoute({ body: profilePatchSchema }, ({ user, body, request }) =>
  updateProfile(user, body, clientIp(request.headers)),
);

export const DELETE = userRoute({ body: deleteAccountSchema }, async ({ user, body, request }) => {
  const blocked = await deleteAccount(user, body.password, clientIp(request.headers));
  if (blocked) return accountInUseResponse(blocked);
  return clearSessionCookie(new NextResponse(null, { status: 204 }));
});
