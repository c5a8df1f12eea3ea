import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { USER_STATUSES } from "@/lib/auth/schema";
import { splitName, toPublicUser } from "@/lib/auth/user";

/** What the shell may change of the signed-in user (the email changes only with the password, in settings). */
export const userPatchSchema = z.object({
  user: z
    .object({
      name: z.string().trim().min(1, "required").max(100, "tooLong"),
      avatar: z
        .string()
        .max(2_000_000, "tooLong")
        .refine(
          (value) => value.startsWith("data:image/") || value.startsWith("/") || value.startsWith("https://"),
          "invalidImage",
        )
        .nullable(),
      status: z.enum(USER_STATUSES),
    })
    .partial(),
});

const userSelect = { id: true, displayName: true, email: true, avatar: true, status: true } as const;

export async function getShellUser(userId: string) {
  return toPublicUser(await db.user.findUniqueOrThrow({ where: { id: userId }, select: userSelect }));
}

export async function updateShellUser(userId: string, changes: z.infer<typeof userPatchSchema>["user"]) {
  const { name, ...rest } = changes;
  const user = await db.user.update({
    where: { id: userId },
    data: { ...rest, ...(name ? { displayName: name, ...splitName(name) } : {}) },
    select: userSelect,
  });
  return toPublicUser(user);
}
