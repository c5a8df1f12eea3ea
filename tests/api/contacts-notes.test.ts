import { db } from "@/lib/db";
import { ensureContactsReferenceData } from "@/seed/demo/contacts";
import { signedInUser } from "@/tests/helpers/auth";
import { createNamedContact, getContact, patchContact } from "@/tests/helpers/contacts";

beforeAll(() => ensureContactsReferenceData(db));

describe("contacts/contact notes", () => {
  it("keeps basic formatting and drops scripts, handlers and unsafe links", async () => {
    const { headers } = await signedInUser();
    const contact = await createNamedContact(headers, "Lena Brooks");
    const { status, data } = await patchContact(headers, {
      id: contact.id,
      contact: {
        notes:
          '<p onclick="steal()">Call <b>before</b> noon</p><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">x</a><a href="https://example.com" target="_blank">site</a><img src=x onerror=alert(1)>',
      },
    });
    expect(status).toBe(200);
    expect(data.notes).toBe(
      '<p>Call <strong>before</strong> noon</p><a rel="noopener noreferrer">x</a>' +
        '<a rel="noopener noreferrer" href="https://example.com" target="_blank">site</a>',
    );
    expect((await getContact(headers, contact.id)).data.notes).toBe(data.notes);
  });

  it("stores notes with no text left as null", async () => {
    const { headers } = await signedInUser();
    const contact = await createNamedContact(headers, "Omar Haddad", { notes: "<p>Old</p>" });
    const { data } = await patchContact(headers, {
      id: contact.id,
      contact: { notes: "<p><br></p><script>x</script>" },
    });
    expect(data.notes).toBeNull();
  });
});
