import { z } from "zod";
import {
  CONTACT_ADDRESS_MAX,
  CONTACT_ENTRIES_MAX,
  CONTACT_NOTES_MAX,
  CONTACT_TAGS_MAX,
  contactEmailSchema,
  contactPatchSchema,
  contactPhoneNumberSchema,
  type ContactAnswer,
  type ContactPatch,
} from "@/lib/contacts/schema";

// The contacts screen's edit form: its values, the checks it runs before anything is sent (the
// server's own rules from schema.ts, so the two cannot drift), and the PATCH it sends.

export type EmailRow = { email: string; label: string };
export type PhoneRow = { country: string; phoneNumber: string; label: string };

export type ContactFormValues = {
  name: string;
  emails: EmailRow[];
  phoneNumbers: PhoneRow[];
  title: string;
  company: string;
  /** yyyy-mm-dd, or "" for none. */
  birthday: string;
  address: string;
  notes: string;
  tags: string[];
};

/** The country a new phone row starts with. */
export const DEFAULT_PHONE_COUNTRY = "us";

/** The form's rules: the server's field schemas, with the date as the form holds it. */
export const contactFormSchema = z.object({
  name: contactPatchSchema.shape.name.unwrap(),
  emails: z.array(contactEmailSchema).max(CONTACT_ENTRIES_MAX, "tooLong"),
  phoneNumbers: z.array(contactPhoneNumberSchema).max(CONTACT_ENTRIES_MAX, "tooLong"),
  title: contactPatchSchema.shape.title.unwrap().unwrap(),
  company: contactPatchSchema.shape.company.unwrap().unwrap(),
  birthday: z.union([z.literal(""), z.iso.date({ error: "dateInvalid" })]),
  address: z.string().trim().max(CONTACT_ADDRESS_MAX, "tooLong"),
  notes: z.string().max(CONTACT_NOTES_MAX, "tooLong"),
  tags: z.array(z.string()).max(CONTACT_TAGS_MAX, "tooLong"),
});

export function toFormValues(contact: ContactAnswer): ContactFormValues {
  return {
    name: contact.name,
    emails: contact.emails.map((row) => ({ ...row })),
    phoneNumbers: contact.phoneNumbers.map((row) => ({ ...row })),
    title: contact.title ?? "",
    company: contact.company ?? "",
    birthday: contact.birthday ? contact.birthday.slice(0, 10) : "",
    address: contact.address ?? "",
    notes: contact.notes ?? "",
    tags: [...contact.tags],
  };
}

/** Rows the user added and left empty are dropped, as Google Contacts does. */
function withoutBlankRows(values: ContactFormValues): ContactFormValues {
  return {
    ...values,
    emails: values.emails.filter((row) => row.email.trim() || row.label.trim()),
    phoneNumbers: values.phoneNumbers.filter((row) => row.phoneNumber.trim() || row.label.trim()),
  };
}

/** Message keys of the contactsApp.validation namespace. */
export type FormErrorKey = "required" | "tooLong" | "emailInvalid" | "phoneInvalid" | "countryInvalid" | "dateInvalid";
/** Field path ("emails.0.email") → message key. */
export type FormErrors = Record<string, FormErrorKey>;

const KNOWN_KEYS = new Set<string>(["required", "tooLong", "emailInvalid", "dateInvalid"]);

function errorKey(path: PropertyKey[], message: string): FormErrorKey {
  if (KNOWN_KEYS.has(message)) return message as FormErrorKey;
  const field = path[path.length - 1];
  if (field === "country") return "countryInvalid";
  if (field === "phoneNumber") return "phoneInvalid";
  if (field === "email") return "emailInvalid";
  return "required";
}

/**
 * Checks the form with the server's rules: the PATCH to send, or the errors to show at the fields
 * (paths as in the values, e.g. "phoneNumbers.1.phoneNumber"); nothing invalid is ever sent.
 */
export function checkContactForm(
  values: ContactFormValues,
): { ok: true; patch: ContactPatch } | { ok: false; errors: FormErrors } {
  const kept = withoutBlankRows(values);
  const parsed = contactFormSchema.safeParse(kept);
  if (!parsed.success) {
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      errors[path] ??= errorKey(issue.path, issue.message);
    }
    return { ok: false, errors: remapRowErrors(values, kept, errors) };
  }
  const data = parsed.data;
  return {
    ok: true,
    patch: {
      name: data.name,
      emails: data.emails,
      phoneNumbers: data.phoneNumbers,
      title: data.title || null,
      company: data.company || null,
      // Noon UTC: the same calendar day in every time zone (the sample data's birthdays are stored so too).
      birthday: data.birthday ? `${data.birthday}T12:00:00.000Z` : null,
      address: data.address || null,
      notes: isBlankHtml(data.notes) ? null : data.notes,
      tags: data.tags,
    },
  };
}

/** Error paths refer to the rows that were kept; these turn them back into the form's own row numbers. */
function remapRowErrors(values: ContactFormValues, kept: ContactFormValues, errors: FormErrors): FormErrors {
  const rowIndexes = (list: "emails" | "phoneNumbers") =>
    values[list].flatMap((row, index) => (kept[list].includes(row as never) ? [index] : []));
  const indexes = { emails: rowIndexes("emails"), phoneNumbers: rowIndexes("phoneNumbers") };
  const remapped: FormErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    const [list, index, ...rest] = path.split(".");
    if ((list === "emails" || list === "phoneNumbers") && index !== undefined && /^\d+$/.test(index)) {
      remapped[[list, indexes[list][Number(index)], ...rest].join(".")] = key;
    } else remapped[path] = key;
  }
  return remapped;
}

/** True for an editor's empty output ("", "<br>", "<p></p>", spaces). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}

/** The calendar day of a stored birthday, for reading ("14 March 1988"), in UTC like it is stored. */
export function birthdayDate(birthday: string): Date {
  const [year, month, day] = birthday.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}
