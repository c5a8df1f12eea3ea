import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Db } from "@/lib/prisma-client";
import { createRandom } from "@/lib/sample/random";
import { provisionDemoData } from "@/seed/demo/provision";
import { seedLargeContacts } from "@/seed/large-user/contacts";
import { seedLargeMailbox } from "@/seed/large-user/mailbox";
import { seedLargeBoard } from "@/seed/large-user/scrumboard";
import { seedLargeTasks } from "@/seed/large-user/tasks";

// `npm run seed:large-user`: one account with the normal sample data plus enough rows that every
// list of the demo apps has to page or virtualise (issue 15, "Every list scales").

export const LARGE_USER = { email: "large@example.com", password: "Large123!" } as const;

/** How many generated rows the large user gets on top of the sample. */
export type LargeCounts = { contacts: number; mails: number; tasks: number; cards: number };
export const LARGE_COUNTS: LargeCounts = { contacts: 5_000, mails: 10_000, tasks: 2_000, cards: 1_000 };

/** A 32-bit seed per address. */
function seedOf(email: string): number {
  return createHash("sha1").update(`hostdeck:large-user:${email.toLowerCase()}`).digest().readUInt32BE(0);
}

/** A stable id per address, so a refreshed user keeps its id (and links to it keep working). */
export function largeUserId(email: string): string {
  return `large-${createHash("sha1").update(email.toLowerCase()).digest("hex").slice(0, 20)}`;
}

/**
 * Makes the large user, or remakes it from scratch when it exists (deleting the user deletes all its
 * rows), in one transaction: a rerun leaves the same state, and a failed run leaves the previous one.
 * The generated rows come from fixed seeds (same ids and contents every run); only their dates
 * count back from `now`. Answers the user's id and the large board's id.
 */
export async function seedLargeUser(
  db: Db,
  {
    email = LARGE_USER.email,
    password = LARGE_USER.password,
    counts = LARGE_COUNTS,
    now = new Date(),
    passwordCost = 11,
  }: { email?: string; password?: string; counts?: LargeCounts; now?: Date; passwordCost?: number } = {},
): Promise<{ userId: string; boardId: string }> {
  const passwordHash = await bcrypt.hash(password, passwordCost);
  const id = largeUserId(email);
  return db.$transaction(
    async (tx) => {
      await tx.user.deleteMany({ where: { OR: [{ id }, { email }] } });
      await tx.user.create({
        data: {
          id,
          email,
          firstName: "Lara",
          lastName: "Large",
          displayName: "Lara Large",
          passwordHash,
          about: "Has a very full address book, inbox, task list and board.",
          emailVerifiedAt: now,
        },
        select: { id: true },
      });
      await provisionDemoData(tx, id);
      // One generator per app, seeded by the address too: two large users never share an id.
      const random = (app: number) => createRandom(seedOf(email) ^ app);
      await seedLargeContacts(tx, { userId: id, random: random(1), count: counts.contacts, now });
      await seedLargeMailbox(tx, { userId: id, random: random(2), count: counts.mails, now });
      await seedLargeTasks(tx, { userId: id, random: random(3), count: counts.tasks, now });
      const boardId = await seedLargeBoard(tx, { userId: id, random: random(4), cards: counts.cards, now });
      return { userId: id, boardId };
    },
    { timeout: 300_000 },
  );
}
