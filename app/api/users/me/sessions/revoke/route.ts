import { userRoute } from "@/lib/api/route";
import { noContentKeepingSession } from "@/lib/users/session-cookie";
import { signOutEverywhereElse } from "@/lib/users/sign-out-elsewhere";

// "Sign out everywhere else": every other session and bearer token ends; this browser stays signed in.
export const POST = userRoute({}, async ({ user, request }) =>
  noContentKeepingSession(request, user, await signOutEverywhereElse(user)),
);
