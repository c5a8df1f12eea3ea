import { searchHelpCenter } from "@/lib/help-center/search";

const faqs = [
  { id: "f1", question: "How do I publish my first event?", categorySlug: "most-asked" },
  { id: "f2", question: "Şifremi nasıl değiştiririm?", categorySlug: "support" },
];
const guides = [
  {
    id: "g1",
    title: "Create your first event",
    subtitle: "From a draft",
    slug: "create",
    categorySlug: "getting-started",
  },
  { id: "g2", title: "Payouts", subtitle: "Publish your bank details", slug: "payouts", categorySlug: "payments" },
];

describe("searchHelpCenter", () => {
  it("finds FAQ questions and guide titles holding every word, FAQs first", () => {
    expect(searchHelpCenter("first EVENT", faqs, guides)).toEqual([
      { kind: "faq", id: "f1", title: "How do I publish my first event?", categorySlug: "most-asked" },
      { kind: "guide", ...guides[0] },
    ]);
  });

  it("looks at titles only, not subtitles", () => {
    expect(searchHelpCenter("bank", faqs, guides)).toEqual([]);
  });

  it("ignores letter case and accents", () => {
    expect(searchHelpCenter("sifremi DEGISTIRIRIM", faqs, guides).map((hit) => hit.id)).toEqual(["f2"]);
  });

  it("finds nothing for a blank query", () => {
    expect(searchHelpCenter("   ", faqs, guides)).toEqual([]);
  });
});
