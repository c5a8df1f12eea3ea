import "server-only";
import { z } from "zod";
import { userRoute } from "@/lib/api/route";
import { idQuerySchema, noticeFieldsSchema, type NoticeKind } from "@/lib/shell/schema";
import {
  createNotice,
  deleteNotice,
  listNotices,
  markAllNoticesRead,
  setNoticeRead,
  updateNotice,
} from "@/lib/shell/notices";

/** The body field that carries the item: `message` or `notification` (spec section 7). */
export function noticeBodySchemas(kind: NoticeKind) {
  const item = (schema: z.ZodType) => z.object({ [kind]: schema }) as z.ZodObject<Record<NoticeKind, z.ZodType>>;
  return {
    create: item(noticeFieldsSchema),
    update: z.object({ id: z.string().min(1).max(100), [kind]: noticeFieldsSchema }),
    toggle: item(z.object({ id: z.string().min(1).max(100), read: z.boolean() })),
  };
}

/**
 * Messages and notifications have the same calls; each route file exports these for its kind.
 * Another user's id answers like a missing one: null.
 */
export function noticeRoutes(kind: NoticeKind) {
  const bodies = noticeBodySchemas(kind);
  const pick = <T>(body: Record<string, unknown>) => body[kind] as T;
  return {
    list: userRoute({}, ({ user }) => listNotices(user.id, kind)),
    create: userRoute({ body: bodies.create }, ({ user, body }) => createNotice(user.id, kind, pick(body))),
    update: userRoute({ body: bodies.update }, ({ user, body }) =>
      updateNotice(user.id, kind, body.id as string, pick(body)),
    ),
    remove: userRoute({ query: idQuerySchema }, ({ user, query }) => deleteNotice(user.id, kind, query.id)),
    // The specification keeps GET here; with the cookie it acts only for the site's own pages.
    markAllAsRead: userRoute({ changesStateOnGet: true }, ({ user }) => markAllNoticesRead(user.id, kind)),
    toggleReadStatus: userRoute({ body: bodies.toggle }, ({ user, body }) => {
      const { id, read } = pick<{ id: string; read: boolean }>(body);
      return setNoticeRead(user.id, kind, id, read);
    }),
  };
}
