import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { GET as allContacts } from "@/app/api/apps/contacts/all/route";
import { GET as searchContacts } from "@/app/api/apps/contacts/search/route";
import * as contactRoute from "@/app/api/apps/contacts/contact/route";
import { GET as tagsRoute } from "@/app/api/apps/contacts/tags/route";
import * as tagRoute from "@/app/api/apps/contacts/tag/route";
import { POST as avatarRoute } from "@/app/api/apps/contacts/avatar/route";
import type { ContactAnswer } from "@/lib/contacts/schema";
import { seedContactsForUser } from "@/seed/demo/contacts";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the contacts route tests (tests/api/contacts-*.test.ts).

type Headers = Record<string, string>;
export type Tag = { id: string; title: string };

export const CONTACT_URL = "/api/apps/contacts/contact";
export const TAG_URL = "/api/apps/contacts/tag";

export async function userWithSampleData() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedContactsForUser(tx, signedIn.user.id));
  return signedIn;
}

export const listAll = async (headers: Headers): Promise<ContactAnswer[]> =>
  (await callRoute(allContacts, { headers })).data;
export const listTags = async (headers: Headers): Promise<Tag[]> => (await callRoute(tagsRoute, { headers })).data;
export const getContact = (headers: Headers, id: string) =>
  callRoute(contactRoute.GET, { headers, url: `${CONTACT_URL}?id=${encodeURIComponent(id)}` });
export const patchContact = (headers: Headers, json: unknown) =>
  callRoute(contactRoute.PATCH, { method: "PATCH", headers, json });
export const search = (headers: Headers, query?: string) =>
  callRoute(searchContacts, {
    headers,
    url: `/api/apps/contacts/search${query === undefined ? "" : `?query=${encodeURIComponent(query)}`}`,
  });

/** A contact with this name (and optional other fields), made through the API. */
export async function createNamedContact(
  headers: Headers,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<ContactAnswer> {
  const created = await callRoute(contactRoute.POST, { method: "POST", headers });
  const patched = await patchContact(headers, { id: created.data.id, contact: { name, ...fields } });
  expect(patched.status).toBe(200);
  return patched.data;
}

export async function createTag(headers: Headers, title: string): Promise<Tag> {
  const { status, data } = await callRoute(tagRoute.POST, { method: "POST", headers, json: { tag: { title } } });
  expect(status).toBe(200);
  return data;
}

export const names = (contacts: { name: string }[]) => contacts.map((contact) => contact.name);

/** POST contacts/avatar the way a browser sends a form. */
export async function uploadAvatar(
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

export const PNG_BYTES = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  ),
);
