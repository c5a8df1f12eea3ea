import { userRoute } from "@/lib/api/route";
import { db } from "@/lib/db";
import { preferencesSchema, preferencesSelect } from "@/lib/shell/preferences";

// lib/shell/preferences.ts stays free of the database (the settings drawer imports it), so the two
// one-line queries live here.
export const GET = userRoute({}, ({ user }) =>
  db.user.findUniqueOrThrow({ where: { id: user.id }, select: preferencesSelect }),
);
export const PATCH = userRoute({ body: preferencesSchema }, ({ user, body }) =>
  db.user.update({ where: { id: user.id }, data: body, select: preferencesSelect }),
);
