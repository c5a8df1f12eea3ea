import { hasChanges, profileChanges, profileErrors, profileValues } from "@/components/vendors/vendor-profile-values";
import { updateVendorSchema, type VendorProfile } from "@/lib/vendors/team-schema";

const vendor: VendorProfile = {
  id: "v1",
  name: "Riverside Jazz",
  slug: "riverside-jazz",
  logo: null,
  description: null,
  contactEmail: "hello@riverside.test",
  currency: "EUR",
  timezone: "Europe/Bucharest",
  role: "owner",
  publicUrl: "http://localhost:3000/p/hosts/riverside-jazz",
};

describe("the profile form's values", () => {
  it("shows missing values as empty fields", () => {
    expect(profileValues(vendor)).toEqual({
      name: "Riverside Jazz",
      slug: "riverside-jazz",
      logo: "",
      description: "",
      contactEmail: "hello@riverside.test",
      currency: "EUR",
      timezone: "Europe/Bucharest",
    });
  });

  it("sends only what changed, and nothing for an untouched form", () => {
    const initial = profileValues(vendor);
    expect(profileChanges(initial, initial)).toEqual({});
    expect(hasChanges(initial, initial)).toBe(false);
    const edited = { ...initial, name: "Riverside Jazz Club", description: "Live every Friday" };
    expect(profileChanges(initial, edited)).toEqual({ name: "Riverside Jazz Club", description: "Live every Friday" });
    expect(hasChanges(initial, { ...initial, name: " Riverside Jazz " })).toBe(false);
  });

  it("clears the logo and the contact email with an empty value the endpoint accepts", () => {
    const initial = profileValues({ ...vendor, logo: "/api/uploads/abc" });
    const body = profileChanges(initial, { ...initial, logo: "", contactEmail: "" });
    expect(body).toEqual({ logo: "", contactEmail: "" });
    expect(updateVendorSchema.safeParse(body).success).toBe(true);
  });

  it("puts each schema issue at its field, the first one only", () => {
    const initial = profileValues(vendor);
    const result = updateVendorSchema.safeParse(
      profileChanges(initial, { ...initial, name: "", slug: "Not A Slug", contactEmail: "nope" }),
    );
    expect(result.success).toBe(false);
    const errors = profileErrors(result.error!.issues);
    expect(errors.name).toBe("required");
    expect(errors.slug).toBeDefined();
    expect(errors.contactEmail).toBe("emailInvalid");
    expect(profileErrors([{ path: ["unknown"], message: "x" }])).toEqual({});
  });
});
