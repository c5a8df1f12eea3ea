import type { Currency } from "@/lib/events/schema";
import type { UpdateVendorInput, VendorProfile } from "@/lib/vendors/team-schema";

// The profile form's values: every field as the text the member edits, turned into the PATCH body
// the endpoint's own schema (updateVendorSchema) checks.

export type VendorProfileValues = {
  name: string;
  slug: string;
  logo: string;
  description: string;
  contactEmail: string;
  currency: Currency;
  timezone: string;
};
export type VendorProfileField = keyof VendorProfileValues;
export type VendorProfileErrors = Partial<Record<VendorProfileField, string>>;

const FIELDS: readonly VendorProfileField[] = [
  "name",
  "slug",
  "logo",
  "description",
  "contactEmail",
  "currency",
  "timezone",
];

export function profileValues(vendor: VendorProfile): VendorProfileValues {
  return {
    name: vendor.name,
    slug: vendor.slug,
    logo: vendor.logo ?? "",
    description: vendor.description ?? "",
    contactEmail: vendor.contactEmail ?? "",
    currency: vendor.currency as Currency,
    timezone: vendor.timezone,
  };
}

/**
 * The PATCH body: only the fields that differ from what was read (an unchanged profile sends
 * nothing). Empty logo, description or contact email clear them.
 */
export function profileChanges(initial: VendorProfileValues, values: VendorProfileValues): UpdateVendorInput {
  const changes: Record<string, string> = {};
  for (const field of FIELDS) if (values[field].trim() !== initial[field].trim()) changes[field] = values[field];
  return changes as UpdateVendorInput;
}

export function hasChanges(initial: VendorProfileValues, values: VendorProfileValues): boolean {
  return Object.keys(profileChanges(initial, values)).length > 0;
}

/** Schema or server issues → one message (key) per field, the first for each. */
export function profileErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): VendorProfileErrors {
  const errors: VendorProfileErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as VendorProfileField;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
