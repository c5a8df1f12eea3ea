import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { GET as allContacts } from "@/app/api/apps/contacts/all/route";
import { GET as searchContacts } from "@/app/api/apps/contacts/search/route";
import * as contactRoute from "@/app/api/apps/contacts/contact/route";
import { GET as countriesRoute } from "@/app/api/apps/contacts/countries/route";
import { GET as tagsRoute } from "@/app/api/apps/contacts/tags/route";
import * as tagRoute from "@/app/api/apps/contacts/tag/route";
import { POST as avatarRoute } from "@/app/api/apps/contacts/avatar/route";
import { AVATAR_MAX_BYTES, CONTACT_NAME_MAX, CONTACT_NOTES_MAX, type ContactAnswer } from "@/lib/contacts/schema";
import { ensureContactsReferenceData, seedContactsForUser } from "@/seed/demo/contacts";
import { SAMPLE_NAMES, SAMPLE_TAG_TITLES } from "@/seed/data/contacts/people";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Headers = Record<string, string>;
type Tag = { id: string; title: string };

const CONTACT_URL = "/api/apps/contacts/contact";
const TAG_URL = "/api/apps/contacts/tag";

beforeAll(() => ensureContactsReferenceData(db));

async function userWithSampleData() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedContactsForUser(tx, signedIn.user.id));
  return signedIn;
}

const listAll = async (headers: Headers): Promise<ContactAnswer[]> => (await callRoute(allContacts, { headers })).data;
const listTags = async (headers: Headers): Promise<Tag[]> => (await callRoute(tagsRoute, { headers })).data;
const getContact = (headers: Headers, id: string) =>
  callRoute(contactRoute.GET, { headers, url: `${CONTACT_URL}?id=${encodeURIComponent(id)}` });
const patchContact = (headers: Headers, json: unknown) =>
  callRoute(contactRoute.PATCH, { method: "PATCH", headers, json });
const search = (headers: Headers, query?: string) =>
  callRoute(searchContacts, {
    headers,
    url: `/api/apps/contacts/search${query === undefined ? "" : `?query=${encodeURIComponent(query)}`}`,
  });

/** A contact with this name (and optional other fields), made through the API. */
async function createNamedContact(
  headers: Headers,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<ContactAnswer> {
  const created = await callRoute(contactRoute.POST, { method: "POST", headers });
  const patched = await patchContact(headers, { id: created.data.id, contact: { name, ...fields } });
  expect(patched.status).toBe(200);
  return patched.data;
}

async function createTag(headers: Headers, title: string): Promise<Tag> {
  const { status, data } = await callRoute(tagRoute.POST, { method: "POST", headers, json: { tag: { title } } });
  expect(status).toBe(200);
  return data;
}

const names = (contacts: { name: string }[]) => contacts.map((contact) => contact.name);

/** POST contacts/avatar the way a browser sends a form. */
async function uploadAvatar(
  headers: Headers,
  fields: Record<string, string | { bytes: Uint8Array<ArrayBuffer>; type: string }>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), "picture");
  }
  const request = new NextRequest(new URL("/api/apps/contacts/avatar", "http://localhost:3999"), {
    method: "POST",
    body: form,
    headers,
  });
  const response = await avatarRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, data: await response.json() };
}

const PNG_BYTES = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  ),
);

describe("sample data", () => {
  it("gives a user 60 contacts and the seven tags, in the specification's shapes", async () => {
    const { headers } = await userWithSampleData();
    const contacts = await listAll(headers);
    expect(contacts).toHaveLength(60);
    expect(names(contacts).sort()).toEqual([...SAMPLE_NAMES].sort());
    expect(Object.keys(contacts[0])).toEqual([
      "id",
      "avatar",
      "background",
      "name",
      "emails",
      "phoneNumbers",
      "title",
      "company",
      "birthday",
      "address",
      "notes",
      "tags",
    ]);

    const tags = await listTags(headers);
    expect(tags.map((tag) => tag.title)).toEqual([...SAMPLE_TAG_TITLES]);
    const tagIds = new Set(tags.map((tag) => tag.id));

    for (const contact of contacts) {
      expect(contact.background).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(contact.avatar === null || contact.avatar.startsWith("data:image/svg+xml;base64,")).toBe(true);
      expect(contact.title).toBeTruthy();
      expect(contact.company).toBeTruthy();
      for (const email of contact.emails) {
        expect(["Personal", "Work"]).toContain(email.label);
        expect(email.email).toMatch(/^[a-z.]+@[a-z.-]+$/);
      }
      expect(contact.phoneNumbers.length).toBeGreaterThan(0);
      for (const phone of contact.phoneNumbers) {
        expect(["Mobile", "Work", "Home"]).toContain(phone.label);
        expect(phone.country).toMatch(/^[a-z]{2}$/);
      }
      if (contact.birthday) expect(new Date(contact.birthday).toISOString()).toBe(contact.birthday);
      if (contact.notes) expect(contact.notes).toMatch(/^<p>/);
      for (const tagId of contact.tags) expect(tagIds.has(tagId)).toBe(true);
    }
    // Variety, not one template repeated.
    expect(contacts.filter((contact) => contact.avatar === null).length).toBeGreaterThan(0);
    expect(contacts.filter((contact) => contact.birthday === null).length).toBeGreaterThan(0);
    expect(contacts.filter((contact) => contact.tags.length > 0).length).toBeGreaterThan(20);
    expect(new Set(contacts.map((contact) => contact.company)).size).toBeGreaterThan(5);
  });

  it("is the same content for every user, with ids of their own", async () => {
    const first = await listAll((await userWithSampleData()).headers);
    const second = await listAll((await userWithSampleData()).headers);
    const strip = (contacts: ContactAnswer[]) =>
      contacts.map(({ id: _id, tags, ...rest }) => ({ ...rest, tagCount: tags.length }));
    expect(strip(second)).toEqual(strip(first));
    expect(second[0].id).not.toBe(first[0].id);
  });
});

describe("GET contacts/all", () => {
  it("sorts by name with a locale comparison, not by bytes", async () => {
    const { headers } = await signedInUser();
    for (const name of [
      "Zoë Hartley",
      "Oskar Nyberg",
      "émile Garnier",
      "Eli Brandt",
      "Ömer Demir",
      "Eve Novak",
      "olga Berg",
    ]) {
      await createNamedContact(headers, name);
    }
    expect(names(await listAll(headers))).toEqual([
      "Eli Brandt",
      "émile Garnier",
      "Eve Novak",
      "olga Berg",
      "Ömer Demir",
      "Oskar Nyberg",
      "Zoë Hartley",
    ]);
  });

  it("sorts the sample data as the English collation does", async () => {
    const { headers } = await userWithSampleData();
    const sorted = names(await listAll(headers));
    expect(sorted).toEqual([...SAMPLE_NAMES].sort(new Intl.Collator("en").compare));
    expect(sorted.indexOf("Émile Garnier")).toBe(sorted.indexOf("Elif Şahin") + 1);
    expect(sorted.indexOf("Ömer Demir")).toBe(sorted.indexOf("Olusegun Adeyemi") + 1);
  });

  it("uses the collation of the user's language", async () => {
    const { user, headers } = await signedInUser();
    for (const name of ["Cuma Kaya", "Çelik Aras"]) await createNamedContact(headers, name);
    expect(names(await listAll(headers))).toEqual(["Çelik Aras", "Cuma Kaya"]);
    await db.user.update({ where: { id: user.id }, data: { language: "tr" } });
    // In Turkish, Ç is a letter of its own after C.
    expect(names(await listAll(headers))).toEqual(["Cuma Kaya", "Çelik Aras"]);
  });

  it("lists the newest first among equal names, so a new contact is at the top of its name", async () => {
    const { headers } = await signedInUser();
    const older = await callRoute(contactRoute.POST, { method: "POST", headers });
    const newer = await callRoute(contactRoute.POST, { method: "POST", headers });
    await db.contact.update({ where: { id: older.data.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    expect((await listAll(headers)).map((contact) => contact.id)).toEqual([newer.data.id, older.data.id]);
  });

  it("needs a signed-in user", async () => {
    const { status, data } = await callRoute(allContacts);
    expect(status).toBe(401);
    expect(data.error.code).toBe("unauthorized");
  });
});

describe("GET contacts/search", () => {
  async function userWithNames() {
    const signedIn = await signedInUser();
    for (const name of ["Oskar Nyberg", "Zoë Hartley", "Ömer Demir", "Anders Holm", "Émile Garnier"])
      await createNamedContact(signedIn.headers, name);
    return signedIn;
  }

  it("matches a case-insensitive substring of the name and sorts the matches by name", async () => {
    const { headers } = await userWithNames();
    expect(names((await search(headers, "AR")).data)).toEqual(["Émile Garnier", "Oskar Nyberg", "Zoë Hartley"]);
    expect(names((await search(headers, "holm")).data)).toEqual(["Anders Holm"]);
    expect(names((await search(headers, "nobody")).data)).toEqual([]);
  });

  it("folds the case of non-ASCII letters too", async () => {
    const { headers } = await userWithNames();
    expect(names((await search(headers, "ömer")).data)).toEqual(["Ömer Demir"]);
    expect(names((await search(headers, "ÉMILE")).data)).toEqual(["Émile Garnier"]);
    expect(names((await search(headers, "ZOË")).data)).toEqual(["Zoë Hartley"]);
  });

  it("treats % and _ as plain characters", async () => {
    const { headers } = await userWithNames();
    expect((await search(headers, "%")).data).toEqual([]);
    expect((await search(headers, "_")).data).toEqual([]);
    await createNamedContact(headers, "100% Sound");
    expect(names((await search(headers, "0%")).data)).toEqual(["100% Sound"]);
  });

  it("answers every contact, sorted, for no query or an empty one", async () => {
    const { headers } = await userWithNames();
    const everyone = ["Anders Holm", "Émile Garnier", "Ömer Demir", "Oskar Nyberg", "Zoë Hartley"];
    expect(names((await search(headers)).data)).toEqual(everyone);
    expect(names((await search(headers, "")).data)).toEqual(everyone);
  });

  it("refuses an oversized query with 400", async () => {
    const { headers } = await userWithNames();
    const { status, data } = await search(headers, "x".repeat(201));
    expect(status).toBe(400);
    expect(data.error.code).toBe("invalid_request");
  });
});

describe("contacts/contact", () => {
  it("POST creates the specification's empty New Contact and answers it with a job object", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await callRoute(contactRoute.POST, { method: "POST", headers });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      avatar: null,
      name: "New Contact",
      emails: [],
      phoneNumbers: [],
      job: { title: "", company: "" },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    // Stored with an empty title and company: later reads use the flat shape.
    expect((await getContact(headers, data.id)).data).toEqual({
      id: data.id,
      avatar: null,
      background: null,
      name: "New Contact",
      emails: [],
      phoneNumbers: [],
      title: "",
      company: "",
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    expect(names(await listAll(headers))).toEqual(["New Contact"]);
  });

  it("GET answers the contact, null for an unknown id, and 400 without an id", async () => {
    const { headers } = await userWithSampleData();
    const [first] = await listAll(headers);
    expect((await getContact(headers, first.id)).data).toEqual(first);
    expect(await getContact(headers, "no-such-contact")).toMatchObject({ status: 200, data: null });
    expect((await callRoute(contactRoute.GET, { headers, url: CONTACT_URL })).status).toBe(400);
  });

  it("PATCH merges the given fields and keeps the others", async () => {
    const { headers } = await userWithSampleData();
    const [tagA, tagB] = await listTags(headers);
    const before = (await listAll(headers)).find((contact) => contact.name === "Lars Eriksen")!;

    const renamed = await patchContact(headers, { id: before.id, contact: { name: "Lars Eriksson" } });
    expect(renamed.data).toEqual({ ...before, name: "Lars Eriksson" });

    const changes = {
      emails: [{ email: "lars@example.com", label: "Personal" }],
      phoneNumbers: [{ country: "se", phoneNumber: "+46 31 555 0101", label: "Mobile" }],
      title: "Tour Manager",
      company: "Copperleaf Foods",
      birthday: "1980-05-17T12:00:00.000Z",
      address: "12 Harbor Street, Gothenburg",
      notes: "<p>Knows every venue on the west coast.</p>",
      tags: [tagB.id, tagA.id, tagB.id],
    };
    const patched = await patchContact(headers, { id: before.id, contact: changes });
    expect(patched.status).toBe(200);
    // Repeated tags are dropped; the order given is kept.
    expect(patched.data).toEqual({ ...before, name: "Lars Eriksson", ...changes, tags: [tagB.id, tagA.id] });
    expect((await getContact(headers, before.id)).data).toEqual(patched.data);
    // The search follows the new name.
    expect(names((await search(headers, "eriksson")).data)).toEqual(["Lars Eriksson"]);
  });

  it("PATCH null clears a field, and a date-time with an offset is stored as UTC", async () => {
    const { headers } = await signedInUser();
    const contact = await createNamedContact(headers, "Greta Novak", {
      birthday: "1990-03-01T00:00:00.000+02:00",
      notes: "<p>Hi</p>",
    });
    expect(contact.birthday).toBe("1990-02-28T22:00:00.000Z");
    const cleared = await patchContact(headers, {
      id: contact.id,
      contact: { birthday: null, notes: null, avatar: null, title: null },
    });
    expect(cleared.data).toMatchObject({ birthday: null, notes: null, avatar: null, title: null, name: "Greta Novak" });
  });

  it("PATCH maps a job object onto title and company; a flat field sent too wins", async () => {
    const { headers } = await signedInUser();
    const created = await callRoute(contactRoute.POST, { method: "POST", headers });
    const fromJob = await patchContact(headers, {
      id: created.data.id,
      contact: { ...created.data, job: { title: "Booking Agent", company: "Meadowlark Events" } },
    });
    expect(fromJob.data).toMatchObject({ title: "Booking Agent", company: "Meadowlark Events" });
    expect(fromJob.data).not.toHaveProperty("job");
    const both = await patchContact(headers, {
      id: created.data.id,
      contact: { title: "Stage Manager", job: { title: "Ignored", company: "Tidewater Media" } },
    });
    expect(both.data).toMatchObject({ title: "Stage Manager", company: "Tidewater Media" });
  });

  it("PATCH with an empty tag list removes every tag", async () => {
    const { headers } = await userWithSampleData();
    const tagged = (await listAll(headers)).find((contact) => contact.tags.length > 0)!;
    const patched = await patchContact(headers, { id: tagged.id, contact: { tags: [] } });
    expect(patched.data.tags).toEqual([]);
    expect(await db.contactTagLink.count({ where: { contactId: tagged.id } })).toBe(0);
  });

  it("PATCH answers null for an unknown id and creates nothing", async () => {
    const { user, headers } = await signedInUser();
    const { status, data } = await patchContact(headers, { id: "no-such-contact", contact: { name: "Ghost" } });
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(await db.contact.count({ where: { userId: user.id } })).toBe(0);
  });

  it("PATCH refuses bad input with 400 and changes nothing", async () => {
    const { headers } = await userWithSampleData();
    const other = await userWithSampleData();
    const [othersTag] = await listTags(other.headers);
    const before = (await listAll(headers)).find((contact) => contact.tags.length > 0)!;
    const badPatches: unknown[] = [
      { name: "" },
      { name: "x".repeat(CONTACT_NAME_MAX + 1) },
      { name: 42 },
      { notes: "x".repeat(CONTACT_NOTES_MAX + 1) },
      { emails: [{ email: "not-an-email", label: "Work" }] },
      { emails: "someone@example.com" },
      { phoneNumbers: [{ country: "US", phoneNumber: "555 0101", label: "Work" }] },
      { phoneNumbers: [{ country: "zz", phoneNumber: "555 0101", label: "Work" }] },
      { phoneNumbers: [{ country: "us", phoneNumber: "call me", label: "Work" }] },
      { birthday: "yesterday" },
      { birthday: "1990-03-01" },
      { tags: "work" },
      { tags: ["no-such-tag"] },
      { tags: [before.tags[0], othersTag.id] },
      { avatar: "javascript:alert(1)" },
      { avatar: "//elsewhere.example/a.png" },
      { title: "x".repeat(201) },
    ];
    for (const contact of badPatches) {
      const { status, data } = await patchContact(headers, {
        id: before.id,
        contact: { name: "Changed", ...(contact as object) },
      });
      expect({ contact, status }).toEqual({ contact, status: 400 });
      expect(data.error).toMatchObject({ code: "invalid_request", issues: expect.any(Array) });
    }
    for (const json of [{ id: before.id }, { contact: { name: "Changed" } }, { id: "", contact: {} }, [before.id]]) {
      expect((await patchContact(headers, json)).status).toBe(400);
    }
    const malformed = await callRoute(contactRoute.PATCH, { method: "PATCH", headers, rawBody: "{not json" });
    expect(malformed.status).toBe(400);
    expect((await getContact(headers, before.id)).data).toEqual(before);
  });

  it("PATCH names the unknown tag in the issues", async () => {
    const { headers } = await userWithSampleData();
    const [tag] = await listTags(headers);
    const [contact] = await listAll(headers);
    const { status, data } = await patchContact(headers, {
      id: contact.id,
      contact: { tags: [tag.id, "no-such-tag"] },
    });
    expect(status).toBe(400);
    expect(data.error.issues).toEqual([{ path: ["contact", "tags", 1], code: "unknown_tag", message: "Unknown tag." }]);
  });

  it("DELETE removes the contact with its tag links and answers true, also for an unknown id", async () => {
    const { headers } = await userWithSampleData();
    const tagged = (await listAll(headers)).find((contact) => contact.tags.length > 0)!;
    const { status, data } = await callRoute(contactRoute.DELETE, {
      method: "DELETE",
      headers,
      url: `${CONTACT_URL}?id=${tagged.id}`,
    });
    expect(status).toBe(200);
    expect(data).toBe(true);
    expect((await getContact(headers, tagged.id)).data).toBeNull();
    expect(await listAll(headers)).toHaveLength(59);
    expect(await db.contactTagLink.count({ where: { contactId: tagged.id } })).toBe(0);
    // The tags themselves stay.
    expect(await listTags(headers)).toHaveLength(7);

    const again = await callRoute(contactRoute.DELETE, {
      method: "DELETE",
      headers,
      url: `${CONTACT_URL}?id=${tagged.id}`,
    });
    expect(again).toMatchObject({ status: 200, data: true });
    expect((await callRoute(contactRoute.DELETE, { method: "DELETE", headers, url: CONTACT_URL })).status).toBe(400);
  });
});

describe("GET contacts/countries", () => {
  it("answers about 240 countries with ISO code, name, dialling code and flag position, by name", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await callRoute(countriesRoute, { headers });
    expect(status).toBe(200);
    expect(data).toHaveLength(249);
    const byIso = new Map(data.map((country: { iso: string }) => [country.iso, country]));
    expect(byIso.get("us")).toEqual({
      id: expect.any(String),
      iso: "us",
      name: "United States",
      code: "+1",
      flagImagePos: expect.any(String),
    });
    expect(byIso.get("gb")).toMatchObject({ name: "United Kingdom", code: "+44" });
    expect(byIso.get("tr")).toMatchObject({ name: "Türkiye", code: "+90" });
    expect(byIso.get("ro")).toMatchObject({ name: "Romania", code: "+40" });
    for (const [index, country] of (data as { iso: string; code: string; flagImagePos: string }[]).entries()) {
      expect(country.iso).toMatch(/^[a-z]{2}$/);
      expect(country.code).toMatch(/^\+\d+( \d+)?$/);
      expect(country.flagImagePos).toBe(`-1px -${index * 30}px`);
    }
    const countryNames = data.map((country: { name: string }) => country.name);
    expect(countryNames).toEqual([...countryNames].sort(new Intl.Collator("en").compare));
    expect(countryNames[1]).toBe("Åland Islands");
  });

  it("is written once however often the reference data is ensured, with stable ids", async () => {
    const before = await db.contactCountry.findMany({ orderBy: { iso: "asc" } });
    await ensureContactsReferenceData(db);
    await ensureContactsReferenceData(db);
    expect(await db.contactCountry.findMany({ orderBy: { iso: "asc" } })).toEqual(before);
  });

  it("puts back a row that was changed by hand", async () => {
    await db.contactCountry.update({ where: { iso: "fr" }, data: { code: "+0" } });
    await ensureContactsReferenceData(db);
    expect(await db.contactCountry.findUnique({ where: { iso: "fr" }, select: { code: true } })).toEqual({
      code: "+33",
    });
  });
});

describe("contacts tags", () => {
  it("POST adds a tag with a new id at the top of the list", async () => {
    const { headers } = await userWithSampleData();
    const first = await createTag(headers, "Venue");
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: "Venue" });
    const second = await createTag(headers, "  Crew  ");
    expect(second.title).toBe("Crew");
    expect((await listTags(headers)).map((tag) => tag.title)).toEqual(["Crew", "Venue", ...SAMPLE_TAG_TITLES]);
  });

  it("POST refuses bad input with 400 and adds nothing", async () => {
    const { user, headers } = await userWithSampleData();
    for (const json of [
      {},
      { tag: {} },
      { tag: { title: "" } },
      { tag: { title: "   " } },
      { tag: { title: "x".repeat(101) } },
      { tag: "Work" },
    ]) {
      const { status } = await callRoute(tagRoute.POST, { method: "POST", headers, json });
      expect({ json, status }).toEqual({ json, status: 400 });
    }
    expect(await db.contactTag.count({ where: { userId: user.id } })).toBe(7);
  });

  it("PATCH renames a tag, answers null for an unknown id, and refuses bad input", async () => {
    const { headers } = await userWithSampleData();
    const [work] = await listTags(headers);
    const renamed = await callRoute(tagRoute.PATCH, {
      method: "PATCH",
      headers,
      json: { id: work.id, tag: { title: "Colleagues" } },
    });
    expect(renamed.data).toEqual({ id: work.id, title: "Colleagues" });
    const unchanged = await callRoute(tagRoute.PATCH, { method: "PATCH", headers, json: { id: work.id, tag: {} } });
    expect(unchanged.data).toEqual({ id: work.id, title: "Colleagues" });
    const missing = await callRoute(tagRoute.PATCH, {
      method: "PATCH",
      headers,
      json: { id: "no-such-tag", tag: { title: "X" } },
    });
    expect(missing).toMatchObject({ status: 200, data: null });
    for (const json of [
      { id: work.id, tag: { title: "" } },
      { id: work.id },
      { tag: { title: "X" } },
      { id: work.id, tag: { title: 7 } },
    ]) {
      expect((await callRoute(tagRoute.PATCH, { method: "PATCH", headers, json })).status).toBe(400);
    }
    expect((await listTags(headers))[0]).toEqual({ id: work.id, title: "Colleagues" });
  });

  it("DELETE removes the tag from every contact and answers true, also for an unknown id", async () => {
    const { headers } = await userWithSampleData();
    const tags = await listTags(headers);
    const before = await listAll(headers);
    // The tag carried by most contacts, so the cascade touches many rows.
    const counts = tags.map((tag) => ({
      tag,
      count: before.filter((contact) => contact.tags.includes(tag.id)).length,
    }));
    const { tag } = counts.sort((a, b) => b.count - a.count)[0];
    expect(counts[0].count).toBeGreaterThan(1);

    const { status, data } = await callRoute(tagRoute.DELETE, {
      method: "DELETE",
      headers,
      url: `${TAG_URL}?id=${tag.id}`,
    });
    expect(status).toBe(200);
    expect(data).toBe(true);
    expect((await listTags(headers)).map((remaining) => remaining.id)).not.toContain(tag.id);
    const after = await listAll(headers);
    expect(after).toEqual(before.map((contact) => ({ ...contact, tags: contact.tags.filter((id) => id !== tag.id) })));
    expect(await db.contactTagLink.count({ where: { tagId: tag.id } })).toBe(0);

    expect(
      await callRoute(tagRoute.DELETE, { method: "DELETE", headers, url: `${TAG_URL}?id=${tag.id}` }),
    ).toMatchObject({ status: 200, data: true });
    expect((await callRoute(tagRoute.DELETE, { method: "DELETE", headers, url: TAG_URL })).status).toBe(400);
  });
});

describe("POST contacts/avatar", () => {
  it("stores an uploaded image as a data URL and answers the contact", async () => {
    const { headers } = await signedInUser();
    const contact = await createNamedContact(headers, "Kai Nakamura");
    const { status, data } = await uploadAvatar(headers, {
      id: contact.id,
      avatar: { bytes: PNG_BYTES, type: "image/png" },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ ...contact, avatar: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString("base64")}` });
    expect((await getContact(headers, contact.id)).data.avatar).toBe(data.avatar);
    // The stored value is one a later PATCH of the whole contact may send back.
    expect((await patchContact(headers, { id: contact.id, contact: data })).status).toBe(200);
  });

  it("accepts an image of exactly the limit", async () => {
    const { headers } = await signedInUser();
    const contact = await createNamedContact(headers, "Kai Nakamura");
    const { status, data } = await uploadAvatar(headers, {
      id: contact.id,
      avatar: { bytes: new Uint8Array(AVATAR_MAX_BYTES), type: "image/jpeg" },
    });
    expect(status).toBe(200);
    expect(data.avatar.startsWith("data:image/jpeg;base64,")).toBe(true);
  });

  it("answers null for an unknown contact", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await uploadAvatar(headers, {
      id: "no-such-contact",
      avatar: { bytes: PNG_BYTES, type: "image/png" },
    });
    expect(status).toBe(200);
    expect(data).toBeNull();
  });

  it("refuses non-images, oversized or empty files and incomplete forms with 400, changing nothing", async () => {
    const { headers } = await signedInUser();
    const contact = await createNamedContact(headers, "Kai Nakamura");
    const cases: Parameters<typeof uploadAvatar>[1][] = [
      { id: contact.id, avatar: { bytes: PNG_BYTES, type: "text/plain" } },
      { id: contact.id, avatar: { bytes: PNG_BYTES, type: "application/pdf" } },
      { id: contact.id, avatar: { bytes: PNG_BYTES, type: "text/html" } },
      { id: contact.id, avatar: { bytes: new Uint8Array(AVATAR_MAX_BYTES + 1), type: "image/png" } },
      { id: contact.id, avatar: { bytes: new Uint8Array(AVATAR_MAX_BYTES * 2), type: "image/png" } },
      { id: contact.id, avatar: { bytes: new Uint8Array(0), type: "image/png" } },
      { id: contact.id, avatar: "data:image/png;base64,AAAA" },
      { id: contact.id },
      { avatar: { bytes: PNG_BYTES, type: "image/png" } },
    ];
    for (const fields of cases) {
      const { status, data } = await uploadAvatar(headers, fields);
      expect({ fields: Object.keys(fields), status }).toEqual({ fields: Object.keys(fields), status: 400 });
      expect(data.error.code).toBe("invalid_request");
    }
    const json = await callRoute(avatarRoute, { method: "POST", headers, json: { id: contact.id, avatar: "x" } });
    expect(json.status).toBe(400);
    expect((await getContact(headers, contact.id)).data.avatar).toBeNull();
  });
});

describe("isolation between users", () => {
  it("one user cannot read, change or delete another's contacts or tags", async () => {
    const owner = await userWithSampleData();
    const stranger = await userWithSampleData();
    const ownerContacts = await listAll(owner.headers);
    const ownerTags = await listTags(owner.headers);
    const target = ownerContacts.find((contact) => contact.tags.length > 0)!;
    const strangerIds = new Set((await listAll(stranger.headers)).map((contact) => contact.id));

    expect(ownerContacts.some((contact) => strangerIds.has(contact.id))).toBe(false);
    expect((await search(stranger.headers, "")).data.some((contact: ContactAnswer) => contact.id === target.id)).toBe(
      false,
    );
    expect((await getContact(stranger.headers, target.id)).data).toBeNull();
    expect((await patchContact(stranger.headers, { id: target.id, contact: { name: "Taken over" } })).data).toBeNull();
    expect(
      (
        await callRoute(contactRoute.DELETE, {
          method: "DELETE",
          headers: stranger.headers,
          url: `${CONTACT_URL}?id=${target.id}`,
        })
      ).data,
    ).toBe(true);
    expect(
      (await uploadAvatar(stranger.headers, { id: target.id, avatar: { bytes: PNG_BYTES, type: "image/png" } })).data,
    ).toBeNull();

    // A stranger's contact cannot carry the owner's tags either.
    const [strangersContact] = await listAll(stranger.headers);
    expect(
      (await patchContact(stranger.headers, { id: strangersContact.id, contact: { tags: [ownerTags[0].id] } })).status,
    ).toBe(400);

    // Nor can the stranger rename or delete the owner's tags.
    const renamed = await callRoute(tagRoute.PATCH, {
      method: "PATCH",
      headers: stranger.headers,
      json: { id: ownerTags[0].id, tag: { title: "Mine" } },
    });
    expect(renamed.data).toBeNull();
    await callRoute(tagRoute.DELETE, {
      method: "DELETE",
      headers: stranger.headers,
      url: `${TAG_URL}?id=${target.tags[0]}`,
    });

    expect(await listAll(owner.headers)).toEqual(ownerContacts);
    expect(await listTags(owner.headers)).toEqual(ownerTags);
  });
});
