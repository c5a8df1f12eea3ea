import { slugifyTitle } from "@/lib/events/slug";

describe("slugifyTitle", () => {
  it.each([
    ["Summer Jazz Night", "summer-jazz-night"],
    ["  Café -- Night #3!  ", "cafe-night-3"],
    ["Işık Festivali Şölen", "isik-festivali-solen"],
    ["Întâlnire în Brașov", "intalnire-in-brasov"],
    ["Straße & Æsir", "strasse-aesir"],
    ["東京 ミートアップ", "event"],
    ["AI", "event-ai"],
    ["", "event"],
  ])("%j → %j", (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug);
  });

  it("leaves room for a suffix and never ends with a hyphen", () => {
    const slug = slugifyTitle(`${"word ".repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(74);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
