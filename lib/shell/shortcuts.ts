import "server-only";
import type { z } from "zod";
import { invalidRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isKnownIcon } from "@/lib/icons/svg";
import type { shortcutFieldsSchema } from "@/lib/shell/schema";
import en from "@/messages/en.json";

type ShortcutFields = z.infer<typeof shortcutFieldsSchema>;
const shortcutSelect = { id: true, label: true, description: true, icon: true, link: true, useRouter: true } as const;

/** The user's shortcuts in the order they were added. */
export function listShortcuts(userId: string) {
  return db.shellShortcut.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: shortcutSelect });
}

/** A shortcut's icon is a name of the icon registry (lib/icons/): anything else is a 400 at the icon field. */
async function assertKnownIcon(icon: string): Promise<void> {
  if (await isKnownIcon(icon)) return;
  const message = en.iconsPage.unknownIcon;
  throw invalidRequest("The request body is not valid.", [
    { path: ["shortcut", "icon"], code: "unknown_icon", message },
  ]);
}

export async function createShortcut(userId: string, fields: ShortcutFields) {
  await assertKnownIcon(fields.icon);
  return db.shellShortcut.create({ data: { ...fields, userId }, select: shortcutSelect });
}

/** Replaces the shortcut's fields; null when it is not this user's. */
export async function updateShortcut(userId: string, id: string, fields: ShortcutFields) {
  await assertKnownIcon(fields.icon);
  const { count } = await db.shellShortcut.updateMany({ where: { id, userId }, data: fields });
  return count === 0 ? null : db.shellShortcut.findUniqueOrThrow({ where: { id }, select: shortcutSelect });
}

/** True whether or not it existed, as the specification's other deletes. */
export async function deleteShortcut(userId: string, id: string): Promise<true> {
  await db.shellShortcut.deleteMany({ where: { id, userId } });
  return true;
}
