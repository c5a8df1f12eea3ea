import { db } from "@/lib/db";
import * as contactRoute from "@/app/api/apps/contacts/contact/route";
import { GET as countriesRoute } from "@/app/api/apps/contacts/countries/route";
import * as tagRoute from "@/app/api/apps/contacts/tag/route";
import type { ContactAnswer } from "@/lib/contacts/schema";
import { ensureContactsReferenceData } from "@/seed/demo/contacts";
import { SAMPLE_TAG_TITLES } from "@/seed/data/contacts/people";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import {
  CONTACT_URL,
  TAG_URL,
  userWithSampleData,
  listAll,
  listTags,
  getContact,
  patchContact,
  search,
  createTag,
  uploadAvatar,
  PNG_BYTES,
} from "@/tests/helpers/contacts";

beforeAll(() => ensureContactsReferenceData(db));

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
