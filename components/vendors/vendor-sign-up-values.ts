import type { Currency } from "@/lib/events/schema";

export type VendorSignUpValues = {
  name: string;
  email: string;
  password: string;
  agreements: boolean;
  vendorName: string;
  slug: string;
  contactEmail: string;
  currency: Currency;
  description: string;
};
export type VendorSignUpField = keyof VendorSignUpValues;
export type VendorSignUpErrors = Partial<Record<VendorSignUpField, string>>;

/** "member": a signed-in user adds a vendor; "visitor": a new user and their vendor in one go. */
export type VendorSignUpMode = "member" | "visitor";

const VENDOR_FIELDS = {
  name: "vendorName",
  slug: "slug",
  contactEmail: "contactEmail",
  currency: "currency",
  description: "description",
} as const;

export function emptyVendorSignUp(currency: Currency): VendorSignUpValues {
  return {
    name: "",
    email: "",
    password: "",
    agreements: false,
    vendorName: "",
    slug: "",
    contactEmail: "",
    currency,
    description: "",
  };
}

/** The request body for the mode; the same zod schema as the endpoint checks it. */
export function toBody(mode: VendorSignUpMode, values: VendorSignUpValues) {
  const vendor = {
    name: values.vendorName,
    slug: values.slug,
    contactEmail: values.contactEmail,
    currency: values.currency,
    description: values.description,
  };
  return mode === "member"
    ? vendor
    : { name: values.name, email: values.email, password: values.password, agreements: values.agreements, vendor };
}

/** The form field behind an issue path of either body (`["slug"]`, `["vendor", "slug"]`, `["email"]` ...). */
export function fieldOf(mode: VendorSignUpMode, path: PropertyKey[]): VendorSignUpField | undefined {
  const [first, second] = path.map(String);
  if (mode === "member") return VENDOR_FIELDS[first as keyof typeof VENDOR_FIELDS];
  if (first === "vendor") return VENDOR_FIELDS[second as keyof typeof VENDOR_FIELDS];
  return (["name", "email", "password", "agreements"] as const).find((field) => field === first);
}
