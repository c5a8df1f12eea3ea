import { db } from "@/lib/db";
import { GET as getFaqs } from "@/app/api/help-center/faqs/route";
import { GET as getGuides } from "@/app/api/help-center/guides/route";
import { GET as getGuide } from "@/app/api/help-center/guide/route";
import { ensureHelpCenterReferenceData } from "@/seed/demo/help-center";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Guide = { id: string; categoryId: string; slug: string; title: string; subtitle: string; content?: string };
type GuideCategory = {
  id: string;
  slug: string;
  title: string;
  visibleGuides?: number;
  totalGuides?: number;
  guides: Guide[];
};

const FAQ_SLUGS = ["most-asked", "general-inquiries", "licenses", "payments", "support"];
const GUIDE_SLUGS = ["getting-started", "projects", "settings", "payments", "your-account"];
/** Guides per category in the sample, in category order. */
const GUIDE_TOTALS = [7, 6, 5, 8, 4];

let headers: Record<string, string>;

beforeAll(async () => {
  // Twice: the second call must not add anything.
  await ensureHelpCenterReferenceData(db);
  await ensureHelpCenterReferenceData(db);
  ({ headers } = await signedInUser());
});

const get = (handler: typeof getFaqs, url: string, signedIn = true) =>
  callRoute(handler, { url, headers: signedIn ? headers : {} });

describe("help center reference data", () => {
  it("is written once however often it is ensured", async () => {
    expect(await db.helpCenterFaqCategory.count()).toBe(5);
    expect(await db.helpCenterFaq.count()).toBe(25);
    expect(await db.helpCenterGuideCategory.count()).toBe(5);
    expect(await db.helpCenterGuide.count()).toBe(GUIDE_TOTALS.reduce((sum, total) => sum + total, 0));
  });
});

describe("GET /api/help-center/faqs", () => {
  it("needs a signed-in user", async () => {
    expect((await get(getFaqs, "/api/help-center/faqs", false)).status).toBe(401);
  });

  it("answers every category in order, each with its FAQs", async () => {
    const { status, data } = await get(getFaqs, "/api/help-center/faqs");
    expect(status).toBe(200);
    expect(data.map((category: { slug: string }) => category.slug)).toEqual(FAQ_SLUGS);
    expect(data[0]).toMatchObject({ id: expect.any(String), slug: "most-asked", title: "Most asked" });
    for (const category of data) {
      expect(category.faqs).toHaveLength(5);
      for (const faq of category.faqs) {
        expect(Object.keys(faq).sort()).toEqual(["answer", "categoryId", "id", "question"]);
        expect(faq.categoryId).toBe(category.id);
      }
    }
    expect(data[0].faqs[0].question).toBe("How do I publish my first event?");
  });

  it("answers one category (an object) for a slug, all categories for an empty slug, 404 for an unknown slug", async () => {
    const payments = await get(getFaqs, "/api/help-center/faqs?slug=payments");
    expect(payments.status).toBe(200);
    expect(payments.data).toMatchObject({ slug: "payments", title: "Payments" });
    expect(payments.data.faqs).toHaveLength(5);
    expect(payments.data.faqs[0].question).toBe("Which payment methods can attendees use?");

    const empty = await get(getFaqs, "/api/help-center/faqs?slug=");
    expect(empty.data).toHaveLength(5);

    const unknown = await get(getFaqs, "/api/help-center/faqs?slug=refunds");
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.code).toBe("not_found");
  });

  it("refuses an over-long slug with 400", async () => {
    const { status, data } = await get(getFaqs, `/api/help-center/faqs?slug=${"a".repeat(101)}`);
    expect(status).toBe(400);
    expect(data.error.issues[0].path).toEqual(["slug"]);
  });
});

describe("GET /api/help-center/guides", () => {
  it("needs a signed-in user", async () => {
    expect((await get(getGuides, "/api/help-center/guides", false)).status).toBe(401);
  });

  it("answers every category with its first 5 guides by default, visibleGuides and totalGuides, and no content", async () => {
    const { status, data } = await get(getGuides, "/api/help-center/guides");
    expect(status).toBe(200);
    expect(data.map((category: GuideCategory) => category.slug)).toEqual(GUIDE_SLUGS);
    data.forEach((category: GuideCategory, index: number) => {
      const total = GUIDE_TOTALS[index];
      expect(category.totalGuides).toBe(total);
      expect(category.visibleGuides).toBe(Math.min(5, total));
      expect(category.guides).toHaveLength(Math.min(5, total));
      for (const guide of category.guides) {
        expect(Object.keys(guide).sort()).toEqual(["categoryId", "id", "slug", "subtitle", "title"]);
        expect(guide.categoryId).toBe(category.id);
      }
    });
    // The first guides in the order they were written.
    expect(data[0].guides.map((guide: Guide) => guide.slug)).toEqual([
      "what-is-the-platform",
      "create-your-account",
      "create-your-first-event",
      "add-ticket-types",
      "share-your-event",
    ]);
  });

  it("honours a custom limit", async () => {
    const two = await get(getGuides, "/api/help-center/guides?limit=2");
    for (const category of two.data) {
      expect(category.visibleGuides).toBe(2);
      expect(category.guides).toHaveLength(2);
    }
    const eight = await get(getGuides, "/api/help-center/guides?limit=8");
    expect(eight.data.map((category: GuideCategory) => category.visibleGuides)).toEqual(GUIDE_TOTALS);
    expect(eight.data.map((category: GuideCategory) => category.guides.length)).toEqual(GUIDE_TOTALS);
  });

  it("answers one category with all its guides for a slug, whatever the limit", async () => {
    const { status, data } = await get(getGuides, "/api/help-center/guides?slug=payments&limit=2");
    expect(status).toBe(200);
    expect(data).toEqual({ id: expect.any(String), slug: "payments", title: "Payments", guides: expect.any(Array) });
    expect(data.guides).toHaveLength(8);
    expect(data.guides[0]).toEqual({
      id: expect.any(String),
      categoryId: data.id,
      slug: "connect-your-bank-account",
      title: "Connect your bank account",
      subtitle: "Where your payouts go",
    });
  });

  it("answers 404 for an unknown slug", async () => {
    const { status, data } = await get(getGuides, "/api/help-center/guides?slug=nowhere");
    expect(status).toBe(404);
    expect(data.error.code).toBe("not_found");
  });

  it.each(["0", "-1", "2.5", "abc", "", "101"])("refuses limit=%p with 400", async (limit) => {
    const { status, data } = await get(getGuides, `/api/help-center/guides?limit=${limit}`);
    expect(status).toBe(400);
    expect(data.error.code).toBe("invalid_request");
    expect(data.error.issues[0].path).toEqual(["limit"]);
  });
});

describe("GET /api/help-center/guide", () => {
  it("needs a signed-in user", async () => {
    expect(
      (await get(getGuide, "/api/help-center/guide?categorySlug=settings&guideSlug=shortcuts", false)).status,
    ).toBe(401);
  });

  it("answers the category with the one guide, content included", async () => {
    const { status, data } = await get(
      getGuide,
      "/api/help-center/guide?categorySlug=getting-started&guideSlug=check-in-guests",
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({ slug: "getting-started", title: "Getting started" });
    expect(data.guides).toEqual([
      {
        id: expect.any(String),
        categoryId: data.id,
        slug: "check-in-guests",
        title: "Check in your guests",
        subtitle: "Scan tickets at the door with any phone",
        content: expect.stringMatching(/^<p>Open the event's check-in screen/),
      },
    ]);
  });

  it("answers 404 for an unknown category, an unknown guide, or a guide of another category", async () => {
    for (const query of [
      "categorySlug=nowhere&guideSlug=check-in-guests",
      "categorySlug=getting-started&guideSlug=nothing",
      "categorySlug=settings&guideSlug=check-in-guests",
    ]) {
      const { status, data } = await get(getGuide, `/api/help-center/guide?${query}`);
      expect(status).toBe(404);
      expect(data.error.code).toBe("not_found");
    }
  });

  it("needs both slugs (400)", async () => {
    for (const query of ["categorySlug=settings", "guideSlug=shortcuts", "categorySlug=&guideSlug=shortcuts", ""]) {
      const { status, data } = await get(getGuide, `/api/help-center/guide?${query}`);
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
    }
  });
});
