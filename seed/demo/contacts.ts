import { createHash, randomUUID } from "node:crypto";
import type { Db, Tx } from "@/lib/prisma-client";
import { searchableName } from "@/lib/contacts/shapes";
import type { ContactEmail, ContactPhoneNumber } from "@/lib/contacts/schema";
import { COUNTRY_ROWS } from "@/lib/contacts/countries";
import {
  SAMPLE_CITIES,
  SAMPLE_COMPANIES,
  SAMPLE_EMAIL_LABELS,
  SAMPLE_NAMES,
  SAMPLE_NOTES,
  SAMPLE_PERSONAL_DOMAINS,
  SAMPLE_PHONE_LABELS,
  SAMPLE_STREETS,
  SAMPLE_TAG_TITLES,
  SAMPLE_TITLES,
} from "@/seed/data/contacts/people";
import { avatarDataUrl, coverDataUrl } from "@/lib/sample/images";
import { createRandom, type Random } from "@/lib/sample/random";
import { insertRows } from "@/seed/demo/insert-rows";

/** Height of one flag in the flag sprite the screens use; a country's row is its place in the list. */
const FLAG_ROW_HEIGHT_PX = 30;

type SampleContact = {
  name: string;
  avatar: string | null;
  background: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  title: string;
  company: string;
  birthday: Date | null;
  address: string | null;
  notes: string | null;
  /** Indexes into SAMPLE_TAG_TITLES. */
  tagIndexes: number[];
};

/** "Thea Sørensen" → ["thea", "sorensen"], for mail addresses. */
function asciiNameParts(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .replace(/ø/gi, "o")
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[^a-z]/g, ""));
}

function sampleEmails(random: Random, name: string, companyDomain: string): ContactEmail[] {
  const [first, last] = asciiNameParts(name);
  const byLabel: Record<(typeof SAMPLE_EMAIL_LABELS)[number], ContactEmail> = {
    Personal: { email: `${first}.${last}@${random.pick(SAMPLE_PERSONAL_DOMAINS)}`, label: "Personal" },
    Work: { email: `${first[0]}${last}@${companyDomain}`, label: "Work" },
  };
  return random
    .sample(SAMPLE_EMAIL_LABELS, random.int(0, 10) === 0 ? 0 : random.int(1, 2))
    .map((label) => byLabel[label]);
}

function samplePhoneNumbers(random: Random, homeCountry: string): ContactPhoneNumber[] {
  return random.sample(SAMPLE_PHONE_LABELS, random.int(1, 3)).map((label) => ({
    country: random.chance(0.8) ? homeCountry : random.pick(SAMPLE_CITIES).country,
    phoneNumber: `${random.int(200, 989)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    label,
  }));
}

function sampleBirthday(random: Random): Date | null {
  if (random.chance(0.15)) return null;
  return new Date(Date.UTC(random.int(1962, 2002), random.int(0, 11), random.int(1, 28), 12));
}

let sampleContacts: SampleContact[] | undefined;

/** The sample address book, built once per process from a fixed seed (the same on every machine). */
function getSampleContacts(): SampleContact[] {
  if (sampleContacts) return sampleContacts;
  const random = createRandom(0xc0a7ac75);
  sampleContacts = SAMPLE_NAMES.map((name) => {
    const company = random.pick(SAMPLE_COMPANIES);
    const home = random.pick(SAMPLE_CITIES);
    return {
      name,
      avatar: random.chance(0.85) ? avatarDataUrl(name) : null,
      background: coverDataUrl(`contact-${name}`, 1200, 300),
      emails: sampleEmails(random, name, company.domain),
      phoneNumbers: samplePhoneNumbers(random, home.country),
      title: random.pick(SAMPLE_TITLES),
      company: company.name,
      birthday: sampleBirthday(random),
      address: random.chance(0.9) ? `${random.int(1, 240)} ${random.pick(SAMPLE_STREETS)}, ${home.city}` : null,
      notes: random.chance(0.7) ? random.pick(SAMPLE_NOTES) : null,
      tagIndexes: random.sample(
        SAMPLE_TAG_TITLES.map((_title, index) => index),
        random.int(0, 3),
      ),
    };
  });
  return sampleContacts;
}

/** Writes this user's own copy of the sample address book and its seven tags. */
export async function seedContactsForUser(tx: Tx, userId: string): Promise<void> {
  const tagIds = SAMPLE_TAG_TITLES.map(() => randomUUID());
  await insertRows(tx, "ContactTag", {
    data: SAMPLE_TAG_TITLES.map((title, position) => ({ id: tagIds[position], userId, title, position })),
  });
  const contacts = getSampleContacts().map((sample) => ({ id: randomUUID(), sample }));
  await insertRows(tx, "Contact", {
    data: contacts.map(({ id, sample }) => ({
      id,
      userId,
      name: sample.name,
      nameSearch: searchableName(sample.name),
      avatar: sample.avatar,
      background: sample.background,
      emails: JSON.stringify(sample.emails),
      phoneNumbers: JSON.stringify(sample.phoneNumbers),
      title: sample.title,
      company: sample.company,
      birthday: sample.birthday,
      address: sample.address,
      notes: sample.notes,
    })),
  });
  await insertRows(tx, "ContactTagLink", {
    data: contacts.flatMap(({ id, sample }) =>
      sample.tagIndexes.map((tagIndex, position) => ({ contactId: id, tagId: tagIds[tagIndex], position })),
    ),
  });
}

/** A stable UUID-shaped id per country, so every install (and every run of this) agrees on it. */
function countryId(iso: string): string {
  const hex = createHash("sha1").update(`hostdeck:contacts:country:${iso}`).digest("hex");
  // Laid out as a name-based (version 5) UUID.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Writes the shared country list (idempotent): rows that are missing are added and rows that differ
 * from lib/contacts/countries.ts are brought in step; a second call changes nothing.
 */
export async function ensureContactsReferenceData(db: Db): Promise<void> {
  const wanted = COUNTRY_ROWS.map(([iso, name, code], position) => ({
    id: countryId(iso),
    iso,
    name,
    code,
    flagImagePos: `-1px -${position * FLAG_ROW_HEIGHT_PX}px`,
    position,
  }));
  const existing = new Map((await db.contactCountry.findMany()).map((row) => [row.iso, row]));
  const missing = wanted.filter((country) => !existing.has(country.iso));
  const changed = wanted.filter((country) => {
    const row = existing.get(country.iso);
    return (
      row &&
      (row.name !== country.name ||
        row.code !== country.code ||
        row.flagImagePos !== country.flagImagePos ||
        row.position !== country.position)
    );
  });
  if (missing.length === 0 && changed.length === 0) return;
  await db.$transaction([
    ...changed.map(({ id: _id, iso, ...fields }) => db.contactCountry.update({ where: { iso }, data: fields })),
    db.contactCountry.createMany({ data: missing }),
  ]);
}
