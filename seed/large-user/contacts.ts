import type { Tx } from "@/lib/prisma-client";
import { searchableName } from "@/lib/contacts/shapes";
import type { ContactEmail, ContactPhoneNumber } from "@/lib/contacts/schema";
import { avatarDataUrl } from "@/lib/sample/images";
import type { Random } from "@/lib/sample/random";
import {
  SAMPLE_CITIES,
  SAMPLE_COMPANIES,
  SAMPLE_NOTES,
  SAMPLE_PERSONAL_DOMAINS,
  SAMPLE_PHONE_LABELS,
  SAMPLE_STREETS,
  SAMPLE_TITLES,
} from "@/seed/data/contacts/people";
import { insertInBatches, MINUTE_MS, uuidFrom } from "@/seed/large-user/shared";
import { FIRST_NAMES, LAST_NAMES } from "@/seed/large-user/words";

/** "Şebnem Öztürk" → "sebnem.ozturk", for mail addresses. */
function asciiHandle(first: string, last: string): string {
  return `${first}.${last}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .replace(/[^a-z.]/g, "");
}

/** Distinct "First Last" names; past 80 × 80 a number is added, so any count works. */
function contactNames(random: Random, count: number): { first: string; last: string; name: string }[] {
  const pairs = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => ({ first, last })));
  const shuffled = random.sample(pairs, pairs.length);
  return Array.from({ length: count }, (_, index) => {
    const { first, last } = shuffled[index % shuffled.length];
    const round = Math.floor(index / shuffled.length);
    return { first, last, name: round === 0 ? `${first} ${last}` : `${first} ${last} ${round + 1}` };
  });
}

/**
 * Adds `count` generated contacts to the user's address book (besides the 60 of the sample), about
 * 40% of them carrying one or two of the user's contact tags. Creation times are a minute apart,
 * so "newest first" among equal names is a real order.
 */
export async function seedLargeContacts(
  tx: Tx,
  { userId, random, count, now }: { userId: string; random: Random; count: number; now: Date },
): Promise<void> {
  const tags = await tx.contactTag.findMany({ where: { userId }, select: { id: true }, orderBy: { position: "asc" } });
  const contacts = contactNames(random, count).map(({ first, last, name }, index) => {
    const company = random.pick(SAMPLE_COMPANIES);
    const home = random.pick(SAMPLE_CITIES);
    const handle = asciiHandle(first, last);
    const emails: ContactEmail[] = [{ email: `${handle}@${random.pick(SAMPLE_PERSONAL_DOMAINS)}`, label: "Personal" }];
    if (random.chance(0.4)) emails.push({ email: `${handle}@${company.domain}`, label: "Work" });
    const phoneNumbers: ContactPhoneNumber[] = random.sample(SAMPLE_PHONE_LABELS, random.int(1, 2)).map((label) => ({
      country: home.country,
      phoneNumber: `${random.int(200, 989)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      label,
    }));
    return {
      id: uuidFrom(random),
      userId,
      name,
      nameSearch: searchableName(name),
      avatar: random.chance(0.6) ? avatarDataUrl(name) : null,
      background: null,
      emails: JSON.stringify(emails),
      phoneNumbers: JSON.stringify(phoneNumbers),
      title: random.pick(SAMPLE_TITLES),
      company: company.name,
      birthday: random.chance(0.7)
        ? new Date(Date.UTC(random.int(1960, 2004), random.int(0, 11), random.int(1, 28), 12))
        : null,
      address: random.chance(0.8) ? `${random.int(1, 240)} ${random.pick(SAMPLE_STREETS)}, ${home.city}` : null,
      notes: random.chance(0.3) ? random.pick(SAMPLE_NOTES) : null,
      createdAt: new Date(now.getTime() - (index + 1) * MINUTE_MS),
      updatedAt: now,
      tagIds: tags.length > 0 && random.chance(0.4) ? random.sample(tags, random.int(1, 2)).map((tag) => tag.id) : [],
    };
  });
  await insertInBatches(
    contacts.map(({ tagIds: _tagIds, ...contact }) => contact),
    (data) => tx.contact.createMany({ data }),
  );
  const links = contacts.flatMap(({ id, tagIds }) =>
    tagIds.map((tagId, position) => ({ contactId: id, tagId, position })),
  );
  await insertInBatches(links, (data) => tx.contactTagLink.createMany({ data }));
}
