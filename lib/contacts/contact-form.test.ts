import { checkContactForm, isBlankHtml, toFormValues, type ContactFormValues } from "@/lib/contacts/contact-form";
import { contactPatchSchema, type ContactAnswer } from "@/lib/contacts/schema";

const contact: ContactAnswer = {
  id: "c1",
  avatar: null,
  background: null,
  name: "Lena Brooks",
  emails: [{ email: "lena@example.com", label: "Work" }],
  phoneNumbers: [{ country: "tr", phoneNumber: "532 111 2233", label: "Mobile" }],
  title: "Producer",
  company: null,
  birthday: "1990-03-14T12:00:00.000Z",
  address: null,
  notes: "<p>Hi</p>",
  tags: ["t1"],
};

function values(change: Partial<ContactFormValues> = {}): ContactFormValues {
  return { ...toFormValues(contact), ...change };
}

describe("contact form", () => {
  it("reads a contact into the form and sends back a PATCH the server accepts", () => {
    expect(toFormValues(contact)).toMatchObject({ company: "", birthday: "1990-03-14", address: "", tags: ["t1"] });
    const checked = checkContactForm(values({ name: "  Lena B. " }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.patch).toEqual({
      name: "Lena B.",
      emails: [{ email: "lena@example.com", label: "Work" }],
      phoneNumbers: [{ country: "tr", phoneNumber: "532 111 2233", label: "Mobile" }],
      title: "Producer",
      company: null,
      birthday: "1990-03-14T12:00:00.000Z",
      address: null,
      notes: "<p>Hi</p>",
      tags: ["t1"],
    });
    expect(contactPatchSchema.safeParse(checked.patch).success).toBe(true);
  });

  it("shows a bad email and a bad phone number at their own row, and sends nothing", () => {
    const checked = checkContactForm(
      values({
        emails: [
          { email: "", label: "" },
          { email: "fine@example.com", label: "" },
          { email: "not-an-email", label: "Work" },
        ],
        phoneNumbers: [{ country: "tr", phoneNumber: "call me", label: "" }],
      }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: { "emails.2.email": "emailInvalid", "phoneNumbers.0.phoneNumber": "phoneInvalid" },
    });
  });

  it("needs a name, a known country, and a value in a row that has a label", () => {
    const checked = checkContactForm(
      values({
        name: "   ",
        emails: [{ email: "", label: "Home" }],
        phoneNumbers: [{ country: "xx", phoneNumber: "123", label: "" }],
      }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: { name: "required", "emails.0.email": "required", "phoneNumbers.0.country": "countryInvalid" },
    });
  });

  it("drops empty rows and stores empty notes and fields as null", () => {
    const checked = checkContactForm(
      values({ emails: [{ email: " ", label: "" }], notes: "<p><br></p>", title: "", birthday: "" }),
    );
    expect(checked.ok && checked.patch).toMatchObject({ emails: [], notes: null, title: null, birthday: null });
  });

  it("tells editor output without text from notes", () => {
    expect(isBlankHtml("<p>&nbsp;</p><br>")).toBe(true);
    expect(isBlankHtml("<p>x</p>")).toBe(false);
  });
});
