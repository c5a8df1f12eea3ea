import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { shortcutFieldsSchema } from "@/lib/shell/schema";

type ShortcutFields = z.infer<typeof shortcutFieldsSchema>;
const shortcutSelect = { id: true, label: true, description: true, icon: true, link: true, useRouter: true } as const;

/** The user's shortcuts in the order they were added. */
export function listShortcuts(userId: string) {
  return db.shellShortcut.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: shortcutSelect });
}

export function createShortcut(userId: string, fields: ShortcutFields) {
  return db.shellShortcut.create({ data: { ...fields, userId }, select: shortcutSelect });
}

/** Replaces the shortcut's fields; null when it is not this user's. */
export async function updateShortcut(userId: string, id: string, fields: ShortcutFields) {
  const { count } = await db.shellShortcut.updateMany({ where: { id, userId }, data: fields });
  return count === 0 ? null : db.shellShortcut.findUniqueOrThrow({ where: { id }, select: shortcutSelect });
}

/** True whether or not it existed, as the specification's other deletes. */
export async function deleteShortcut(userId: string, id: string): Promise<true> {
  await db.shellShortcut.deleteMany({ where: { id, userId } });
  return true;
}
