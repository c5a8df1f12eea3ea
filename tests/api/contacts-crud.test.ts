import { db } from "@/lib/db";
import * as contactRoute from "@/app/api/apps/contacts/contact/route";
import { POST as avatarRoute } from "@/app/api/apps/contacts/avatar/route";
import { AVATAR_MAX_BYTES, CONTACT_NAME_MAX, CONTACT_NOTES_MAX } from "@/lib/contacts/schema";
import { ensureContactsReferenceData } from "@/seed/demo/contacts";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import {
  CONTACT_URL,
  userWithSampleData,
  listAll,
  listTags,
  getContact,
  patchContact,
  search,
  createNamedContact,
  names,
  uploadAvatar,
  PNG_BYTES,
} from "@/tests/helpers/contacts";

beforeAll(() => ensureContactsReferenceData(db));

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
});

// The same title as above: split in two only to keep each block short.
describe("contacts/contact", () => {
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

  it("refuses non-images, oversized or empty files and incomplete forms with 400 (413 far past the limit), changing nothing", async () => {
    const { headers } = await signedInUser();
    const contact = await createNamedContact(headers, "Kai Nakamura");
    const cases: Parameters<typeof uploadAvatar>[1][] = [
      { id: contact.id, avatar: { bytes: PNG_BYTES, type: "text/plain" } },
      { id: contact.id, avatar: { bytes: PNG_BYTES, type: "application/pdf" } },
      { id: contact.id, avatar: { bytes: PNG_BYTES, type: "text/html" } },
      { id: contact.id, avatar: { bytes: new Uint8Array(AVATAR_MAX_BYTES + 1), type: "image/png" } },
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
    // Far past the limit, the body is refused while it streams (lib/http/read-body.ts): 413.
    const huge = await uploadAvatar(headers, {
      id: contact.id,
      avatar: { bytes: new Uint8Array(AVATAR_MAX_BYTES * 2), type: "image/png" },
    });
    expect({ status: huge.status, code: huge.data.error.code }).toEqual({ status: 413, code: "payload_too_large" });
    const json = await callRoute(avatarRoute, { method: "POST", headers, json: { id: contact.id, avatar: "x" } });
    expect(json.status).toBe(400);
    expect((await getContact(headers, contact.id)).data.avatar).toBeNull();
  });
});
