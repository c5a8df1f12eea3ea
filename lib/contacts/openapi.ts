import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  contactAnswerSchema,
  contactIdQuerySchema,
  contactSearchQuerySchema,
  contactTagSchema,
  countrySchema,
  createTagBodySchema,
  newContactAnswerSchema,
  tagIdQuerySchema,
  updateContactBodySchema,
  updateTagBodySchema,
} from "@/lib/contacts/schema";

const base = "/api/apps/contacts";
const tags = ["Contacts"];
const contactList = { schema: z.array(contactAnswerSchema) };
const contactOrNull = { schema: contactAnswerSchema.nullable() };
const alwaysTrue = { schema: z.literal(true) };

export const contactsOperations: ApiOperation[] = [
  {
    operationId: "listContacts",
    method: "get",
    path: `${base}/all`,
    summary: "The user's contacts, sorted by name (locale comparison in the user's language)",
    tags,
    response: contactList,
  },
  {
    operationId: "searchContacts",
    method: "get",
    path: `${base}/search`,
    summary: "Contacts whose name contains the query, case-insensitive, sorted by name; no or empty query: all",
    tags,
    query: contactSearchQuerySchema,
    response: contactList,
  },
  {
    operationId: "getContact",
    method: "get",
    path: `${base}/contact`,
    summary: "One contact (null when missing)",
    tags,
    query: contactIdQuerySchema,
    response: contactOrNull,
  },
  {
    operationId: "createContact",
    method: "post",
    path: `${base}/contact`,
    summary: "Create an empty 'New Contact' (answered with job { title, company } instead of flat title and company)",
    tags,
    response: { schema: newContactAnswerSchema },
  },
  {
    operationId: "updateContact",
    method: "patch",
    path: `${base}/contact`,
    summary: "Merge fields into a contact (null when missing); tags must be the user's own tag ids",
    tags,
    body: updateContactBodySchema,
    response: contactOrNull,
  },
  {
    operationId: "deleteContact",
    method: "delete",
    path: `${base}/contact`,
    summary: "Delete a contact (true even when missing)",
    tags,
    query: contactIdQuerySchema,
    response: alwaysTrue,
  },
  {
    operationId: "listCountries",
    method: "get",
    path: `${base}/countries`,
    summary: "The countries with ISO code, name, dialling code and flag position",
    tags,
    response: { schema: z.array(countrySchema) },
  },
  {
    operationId: "listContactTags",
    method: "get",
    path: `${base}/tags`,
    summary: "The user's contact tags, newest first",
    tags,
    response: { schema: z.array(contactTagSchema) },
  },
  {
    operationId: "createContactTag",
    method: "post",
    path: `${base}/tag`,
    summary: "Create a tag at the top of the list",
    tags,
    body: createTagBodySchema,
    response: { schema: contactTagSchema },
  },
  {
    operationId: "updateContactTag",
    method: "patch",
    path: `${base}/tag`,
    summary: "Change a tag (null when missing)",
    tags,
    body: updateTagBodySchema,
    response: { schema: contactTagSchema.nullable() },
  },
  {
    operationId: "deleteContactTag",
    method: "delete",
    path: `${base}/tag`,
    summary: "Delete a tag and strip it from every contact (true even when missing)",
    tags,
    query: tagIdQuerySchema,
    response: alwaysTrue,
  },
  {
    // The body is multipart/form-data, which ApiOperation cannot describe, so the summary does.
    operationId: "uploadContactAvatar",
    method: "post",
    path: `${base}/avatar`,
    summary: `Upload a contact's avatar: multipart/form-data with fields 'id' and 'avatar' (${AVATAR_MIME_TYPES.join(", ")}; at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB), stored as a data URL; answers the contact or null when missing`,
    tags,
    response: contactOrNull,
  },
];
