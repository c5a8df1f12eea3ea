import { db } from "@/lib/db";
import { GET as allContacts } from "@/app/api/apps/contacts/all/route";
import * as contactRoute from "@/app/api/apps/contacts/contact/route";
import type { ContactAnswer } from "@/lib/contacts/schema";
import { ensureContactsReferenceData } from "@/seed/demo/contacts";
import { SAMPLE_NAMES, SAMPLE_TAG_TITLES } from "@/seed/data/contacts/people";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { userWithSampleData, listAll, listTags, search, createNamedContact, names } from "@/tests/helpers/contacts";

beforeAll(() => ensureContactsReferenceData(db));

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
