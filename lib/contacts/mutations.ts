import "server-only";
import { db, type Tx } from "@/lib/db";
import { invalidRequest } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  NEW_CONTACT_NAME,
  type ContactAnswer,
  type ContactPatch,
  type ContactTagAnswer,
  type NewContactAnswer,
} from "@/lib/contacts/schema";
import { contactSelect, searchableName, tagSelect, toContactAnswer } from "@/lib/contacts/shapes";
import { sanitizeContactNotes } from "@/lib/contacts/sanitize-notes";

type Owned = { userId: string; id: string };

/**
 * Creates the specification's empty "New Contact" and answers it in the specification's shape,
 * with `job` in place of flat title and company. It is stored with an empty title and company,
 * so later reads answer the flat shape like every other contact.
 */
export async function createContact(userId: string): Promise<NewContactAnswer> {
  const { id } = await db.contact.create({
    data: { userId, name: NEW_CONTACT_NAME, nameSearch: searchableName(NEW_CONTACT_NAME), title: "", company: "" },
    select: { id: true },
  });
  return {
    id,
    avatar: null,
    name: NEW_CONTACT_NAME,
    emails: [],
    phoneNumbers: [],
    job: { title: "", company: "" },
    birthday: null,
    address: null,
    notes: null,
    tags: [],
  };
}

/** Merges `patch` into the user's contact and answers the result, or null when there is no such contact. */
export function updateContact({ userId, id, patch }: Owned & { patch: ContactPatch }): Promise<ContactAnswer | null> {
  return db.$transaction(async (tx) => {
    const existing = await tx.contact.findFirst({ where: { id, userId }, select: { id: true } });
    if (!existing) return null;
    if (patch.tags) await assertOwnTags(tx, userId, patch.tags);
    await tx.contact.update({ where: { id }, data: toContactData(patch) });
    if (patch.tags) {
      await tx.contactTagLink.deleteMany({ where: { contactId: id } });
      await tx.contactTagLink.createMany({
        data: patch.tags.map((tagId, position) => ({ contactId: id, tagId, position })),
      });
    }
    return toContactAnswer(await tx.contact.findUniqueOrThrow({ where: { id }, select: contactSelect }));
  });
}

function toContactData(patch: ContactPatch): Prisma.ContactUpdateInput {
  // `undefined` leaves a column alone; `null` clears it.
  const title = patch.title !== undefined ? patch.title : patch.job?.title;
  const company = patch.company !== undefined ? patch.company : patch.job?.company;
  return {
    ...(patch.name !== undefined && { name: patch.name, nameSearch: searchableName(patch.name) }),
    avatar: patch.avatar,
    emails: patch.emails && JSON.stringify(patch.emails),
    phoneNumbers: patch.phoneNumbers && JSON.stringify(patch.phoneNumbers),
    title,
    company,
    birthday: patch.birthday === undefined ? undefined : patch.birthday && new Date(patch.birthday),
    address: patch.address,
    notes: patch.notes === undefined ? undefined : patch.notes && sanitizeContactNotes(patch.notes),
  };
}

/** A contact may carry only its owner's tags: an unknown (or another user's) tag id is bad input. */
async function assertOwnTags(tx: Tx, userId: string, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  const owned = await tx.contactTag.findMany({ where: { userId, id: { in: tagIds } }, select: { id: true } });
  if (owned.length === tagIds.length) return;
  const ownedIds = new Set(owned.map((tag) => tag.id));
  throw invalidRequest(
    "The request body is not valid.",
    tagIds.flatMap((tagId, index) =>
      ownedIds.has(tagId) ? [] : [{ path: ["contact", "tags", index], code: "unknown_tag", message: "Unknown tag." }],
    ),
  );
}

/** Deletes the user's contact with its tag links; a missing contact is not an error. */
export async function deleteContact({ userId, id }: Owned): Promise<true> {
  // The links would also go by the foreign key's cascade; deleting them by name keeps the rule
  // visible and independent of SQLite's foreign_keys pragma.
  await db.$transaction([
    db.contactTagLink.deleteMany({ where: { contact: { id, userId } } }),
    db.contact.deleteMany({ where: { id, userId } }),
  ]);
  return true;
}

/** Stores an avatar (a data URL) on the user's contact and answers the contact, or null when it is missing. */
export function setContactAvatar({ userId, id, avatar }: Owned & { avatar: string }): Promise<ContactAnswer | null> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.contact.updateMany({ where: { id, userId }, data: { avatar } });
    if (count === 0) return null;
    return toContactAnswer(await tx.contact.findUniqueOrThrow({ where: { id }, select: contactSelect }));
  });
}

/** A new tag at the top of the user's list. */
export function createContactTag({ userId, title }: { userId: string; title: string }): Promise<ContactTagAnswer> {
  return db.$transaction(async (tx) => {
    const { _min } = await tx.contactTag.aggregate({ where: { userId }, _min: { position: true } });
    const position = (_min.position ?? 1) - 1;
    return tx.contactTag.create({ data: { userId, title, position }, select: tagSelect });
  });
}

/** Merges `patch` into the user's tag and answers it, or null when there is no such tag. */
export function updateContactTag({
  userId,
  id,
  patch,
}: Owned & { patch: { title?: string } }): Promise<ContactTagAnswer | null> {
  return db.$transaction(async (tx) => {
    // Looked up first: an updateMany with nothing to set counts no rows, which would read as "missing".
    const existing = await tx.contactTag.findFirst({ where: { id, userId }, select: { id: true } });
    if (!existing) return null;
    return tx.contactTag.update({ where: { id }, data: { title: patch.title }, select: tagSelect });
  });
}

/** Deletes the user's tag and strips it from every contact, in one transaction; a missing tag is not an error. */
export async function deleteContactTag({ userId, id }: Owned): Promise<true> {
  await db.$transaction([
    db.contactTagLink.deleteMany({ where: { tag: { id, userId } } }),
    db.contactTag.deleteMany({ where: { id, userId } }),
  ]);
  return true;
}
