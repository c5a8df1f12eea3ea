import type { Db, Tx } from "@/lib/prisma-client";
import { ensureAcademyReferenceData, seedAcademyForUser } from "@/seed/demo/academy";
import { seedChatForUser } from "@/seed/demo/chat";
import { ensureContactsReferenceData, seedContactsForUser } from "@/seed/demo/contacts";
import { seedFileManagerForUser } from "@/seed/demo/file-manager";
import { ensureHelpCenterReferenceData } from "@/seed/demo/help-center";
import { seedInventoryForUser } from "@/seed/demo/inventory";
import { seedMailboxForUser } from "@/seed/demo/mailbox";
import { seedNotesForUser } from "@/seed/demo/notes";
import { seedScrumboardForUser } from "@/seed/demo/scrumboard";
import { seedShellForUser } from "@/seed/demo/shell";
import { seedTasksForUser } from "@/seed/demo/tasks";

/**
 * Gives a new account its own copy of the demo apps' sample data. Runs inside the transaction
 * that creates the user, so an account never exists half-provisioned.
 */
export async function provisionDemoData(tx: Tx, userId: string): Promise<void> {
  // Sequential on purpose: one SQLite connection serves the transaction.
  await seedShellForUser(tx, userId);
  await seedContactsForUser(tx, userId);
  await seedInventoryForUser(tx, userId);
  await seedMailboxForUser(tx, userId);
  await seedNotesForUser(tx, userId);
  await seedTasksForUser(tx, userId);
  await seedScrumboardForUser(tx, userId);
  await seedFileManagerForUser(tx, userId);
  await seedChatForUser(tx, userId);
  await seedAcademyForUser(tx, userId);
}

/**
 * Content every account shares (countries, help center, academy courses). Idempotent; runs on
 * every start so an upgrade that adds content reaches existing databases.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await ensureContactsReferenceData(db);
  await ensureHelpCenterReferenceData(db);
  await ensureAcademyReferenceData(db);
}
