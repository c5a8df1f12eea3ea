import {
  changesEmail,
  changesShellName,
  hostPagePath,
  profileChanges,
  profileFormValues,
} from "@/components/settings/profile-values";
import { profileFormSchema, profilePatchSchema, type AccountProfile } from "@/lib/users/schema";

const saved: AccountProfile = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  avatar: null,
  hostSlug: null,
  currency: "USD",
  timeZone: "UTC",
  language: "en",
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: "2025-01-01T00:00:00.000Z",
};

const parse = (values: Partial<ReturnType<typeof profileFormValues>>) =>
  profileFormSchema.parse({ ...profileFormValues(saved), ...values });

describe("the profile form", () => {
  it("starts from the saved profile, an unset host address as empty", () => {
    expect(profileFormValues(saved)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      hostSlug: "",
      currency: "USD",
      timeZone: "UTC",
      currentPassword: "",
    });
  });

  it("sends nothing when nothing changed", () => {
    expect(profileChanges(saved, parse({}))).toEqual({});
  });

  it("sends only the changed fields, trimmed as the API reads them, and valid for the API", () => {
    const patch = profileChanges(
      saved,
      parse({ firstName: "  Augusta Ada ", hostSlug: "Ada-Hosts", currency: "RON", timeZone: "Europe/Bucharest" }),
    );
    expect(patch).toEqual({
      firstName: "Augusta Ada",
      hostSlug: "ada-hosts",
      currency: "RON",
      timeZone: "Europe/Bucharest",
    });
    expect(profilePatchSchema.safeParse(patch).success).toBe(true);
    expect(changesShellName(patch)).toBe(true);
  });

  it("sends a new email (in lower case) with the current password, but not the same one typed differently", () => {
    expect(profileChanges(saved, parse({ email: "ADA@example.com", currentPassword: "secret" }))).toEqual({});
    expect(profileChanges(saved, parse({ email: "Ada@Lovelace.dev", currentPassword: "secret" }))).toEqual({
      email: "ada@lovelace.dev",
      currentPassword: "secret",
    });
    expect(changesEmail(saved, " ADA@example.com ")).toBe(false);
    expect(changesEmail(saved, "ada@lovelace.dev")).toBe(true);
  });

  it("leaves an emptied host address out", () => {
    expect(profileChanges({ ...saved, hostSlug: "ada" }, parse({ hostSlug: "" }))).toEqual({});
  });

  it("knows which changes the user menu shows", () => {
    expect(changesShellName({ lastName: "King" })).toBe(true);
    expect(changesShellName({ currency: "EUR" })).toBe(false);
  });

  it("links the public host page", () => {
    expect(hostPagePath("ada-hosts")).toBe("/p/hosts/ada-hosts");
  });
});
