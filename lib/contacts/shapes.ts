import type { Prisma } from "@/lib/generated/prisma/client";
import type { ContactAnswer, ContactEmail, ContactPhoneNumber } from "@/lib/contacts/schema";

// The answer shapes of spec section 3 ("Contacts") and the Prisma selects that read their columns.

export const contactSelect = {
  id: true,
  avatar: true,
  background: true,
  name: true,
  emails: true,
  phoneNumbers: true,
  title: true,
  company: true,
  birthday: true,
  address: true,
  notes: true,
  tagLinks: { select: { tagId: true }, orderBy: { position: "asc" } },
} as const satisfies Prisma.ContactSelect;

export const tagSelect = { id: true, title: true } as const satisfies Prisma.ContactTagSelect;

/** Newest first: a new tag takes a smaller position than any other (see createContactTag). */
export const tagOrder = [
  { position: "asc" },
  { createdAt: "desc" },
  { id: "asc" },
] as const satisfies Prisma.ContactTagOrderByWithRelationInput[];

export const countrySelect = {
  id: true,
  iso: true,
  name: true,
  code: true,
  flagImagePos: true,
} as const satisfies Prisma.ContactCountrySelect;

type ContactRow = Prisma.ContactGetPayload<{ select: typeof contactSelect }>;

export function toContactAnswer({ tagLinks, emails, phoneNumbers, birthday, ...contact }: ContactRow): ContactAnswer {
  return {
    id: contact.id,
    avatar: contact.avatar,
    background: contact.background,
    name: contact.name,
    // Written only by this module's writers from zod-checked values, so the JSON has this shape.
    emails: JSON.parse(emails) as ContactEmail[],
    phoneNumbers: JSON.parse(phoneNumbers) as ContactPhoneNumber[],
    title: contact.title,
    company: contact.company,
    birthday: birthday?.toISOString() ?? null,
    address: contact.address,
    notes: contact.notes,
    tags: tagLinks.map((link) => link.tagId),
  };
}

/** The lower-cased name that search matches against (see `nameSearch` in the schema). */
export function searchableName(name: string): string {
  return name.toLowerCase();
}
