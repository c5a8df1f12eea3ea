import { userRoute } from "@/lib/api/route";
import { idQuerySchema } from "@/lib/shell/schema";
import { shortcutBodySchema, shortcutUpdateSchema } from "@/lib/shell/openapi";
import { createShortcut, deleteShortcut, listShortcuts, updateShortcut } from "@/lib/shell/shortcuts";

export const GET = userRoute({}, ({ user }) => listShortcuts(user.id));
export const POST = userRoute({ body: shortcutBodySchema }, ({ user, body }) => createShortcut(user.id, body.shortcut));
export const PATCH = userRoute({ body: shortcutUpdateSchema }, ({ user, body }) =>
  updateShortcut(user.id, body.id, body.shortcut),
);
export const DELETE = userRoute({ query: idQuerySchema }, ({ user, query }) => deleteShortcut(user.id, query.id));
