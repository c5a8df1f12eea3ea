import { GET as analytics } from "@/app/api/dashboards/analytics/route";
import { GET as crypto } from "@/app/api/dashboards/crypto/route";
import { GET as finance } from "@/app/api/dashboards/finance/route";
import { GET as project } from "@/app/api/dashboards/project/route";
import { GET as activities } from "@/app/api/pages/activities/route";
import { GET as iconSet } from "@/app/api/ui/icons/[set]/route";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

const DAY_MS = 24 * 60 * 60 * 1000;
const icons = (set: string, headers: Record<string, string>) => callRoute(iconSet, { headers, params: { set } });

describe("GET /api/dashboards/*", () => {
  it("answers each dashboard with exactly the specification's fields", async () => {
    const { headers } = await signedInUser();
    const expected: [typeof analytics, string[]][] = [
      [
        analytics,
        [
          "age",
          "conversions",
          "gender",
          "impressions",
          "language",
          "newVsReturning",
          "visitors",
          "visitorsVsPageViews",
          "visits",
        ],
      ],
      [crypto, ["btc", "prices", "wallets", "watchlist"]],
      [finance, ["accountBalance", "budget", "currentStatement", "previousStatement", "recentTransactions"]],
      [
        project,
        [
          "budgetDetails",
          "budgetDistribution",
          "githubIssues",
          "monthlyExpenses",
          "schedule",
          "taskDistribution",
          "teamMembers",
          "weeklyExpenses",
          "yearlyExpenses",
        ],
      ],
    ];
    for (const [handler, fields] of expected) {
      const { status, data } = await callRoute(handler, { headers });
      expect(status).toBe(200);
      expect(Object.keys(data).sort()).toEqual(fields);
    }
  });

  it("carries the specification's finance constants", async () => {
    const { headers } = await signedInUser();
    const { data } = await callRoute(finance, { headers });
    expect(data.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 });
    expect(data.previousStatement).toMatchObject({ status: "paid", limit: 34500 });
    expect(data.currentStatement).toMatchObject({ status: "pending", limit: 34500 });
    for (const transaction of data.recentTransactions) expect(["completed", "pending"]).toContain(transaction.status);
  });

  it("dates its series relative to today: every 3 days over 12 months, daily over 65 days", async () => {
    const { headers } = await signedInUser();
    const { data } = await callRoute(analytics, { headers });
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const visitors = data.visitors.series["this-year"][0].data.map((point: { x: string }) => Date.parse(point.x));
    expect(visitors[visitors.length - 1]).toBeLessThanOrEqual(today);
    expect(visitors[visitors.length - 1]).toBeGreaterThan(today - 3 * DAY_MS);
    expect(visitors[1] - visitors[0]).toBe(3 * DAY_MS);
    const pageViews = data.visitorsVsPageViews.series[0].data;
    expect(pageViews).toHaveLength(65);
    expect(Date.parse(pageViews[64].x)).toBe(today - DAY_MS);
  });

  it("gives every user the same sample", async () => {
    const [first, second] = [await signedInUser(), await signedInUser()];
    expect((await callRoute(project, { headers: first.headers })).data).toEqual(
      (await callRoute(project, { headers: second.headers })).data,
    );
  });

  it("needs a signed-in user", async () => {
    for (const handler of [analytics, crypto, finance, project, activities])
      expect((await callRoute(handler)).status).toBe(401);
  });
});

describe("GET /api/pages/activities", () => {
  it("lists about 15 activities newest first, in the specification's shape", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await callRoute(activities, { headers });
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(15);
    for (const activity of data) {
      expect(Object.keys(activity).sort()).toEqual([
        "date",
        "description",
        "extraContent",
        "icon",
        "id",
        "image",
        "link",
        "linkedContent",
        "useRouter",
      ]);
    }
    const dates = data.map((activity: { date: string }) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0]).toBeLessThanOrEqual(Date.now());
    expect(dates[0]).toBeGreaterThan(Date.now() - DAY_MS);
  });
});

describe("GET /api/ui/icons/{set}", () => {
  it("lists the Material sets from the installed @mui/icons-material", async () => {
    const { headers } = await signedInUser();
    const solid = await icons("material-solid", headers);
    expect(solid.status).toBe(200);
    expect(solid.data).toMatchObject({ namespace: "mat_solid", name: "Material Solid", grid: "icon-size-6" });
    expect(solid.data.list.length).toBeGreaterThan(1000);
    expect(solid.data.list).toEqual(expect.arrayContaining(["home", "ac_unit", "looks_3", "delete"]));
    expect(solid.data.list.some((name: string) => /[A-Z]|outlined$|two_tone$/.test(name))).toBe(false);

    const outline = await icons("material-outline", headers);
    expect(outline.data).toMatchObject({ namespace: "mat_outline", name: "Material Outline", grid: "icon-size-6" });
    expect(outline.data.list).toEqual(expect.arrayContaining(["home", "ac_unit"]));

    const twotone = await icons("material-twotone", headers);
    expect(twotone.data).toMatchObject({ namespace: "", name: "Material Twotone", grid: "icon-size-6" });
    expect(twotone.data.list).toContain("home");
    expect(Object.keys(twotone.data).sort()).toEqual(["grid", "list", "name", "namespace"]);
  });

  it("lists Feather and Heroicons from their installed packages", async () => {
    const { headers } = await signedInUser();
    const feather = await icons("feather", headers);
    expect(feather.data).toMatchObject({ namespace: "feather", name: "Feather", grid: "icon-size-6" });
    expect(feather.data.list.length).toBeGreaterThan(250);
    expect(feather.data.list).toEqual(expect.arrayContaining(["activity", "calendar", "x"]));
    const expected = {
      "heroicons-outline": { namespace: "heroicons_outline", grid: "icon-size-6" },
      "heroicons-solid": { namespace: "heroicons_solid", grid: "icon-size-6" },
      "heroicons-mini": { namespace: "heroicons_mini", grid: "icon-size-5" },
    };
    for (const [set, shape] of Object.entries(expected)) {
      const { status, data } = await icons(set, headers);
      expect(status).toBe(200);
      expect(data).toMatchObject(shape);
      expect(data.list).toEqual(expect.arrayContaining(["academic-cap", "calendar", "x-mark"]));
      expect(data.list).toEqual([...data.list].sort());
    }
  });

  it("answers 404 for unknown sets", async () => {
    const { headers } = await signedInUser();
    for (const set of ["iconsmind", "constructor", "__proto__"]) {
      const { status, data } = await icons(set, headers);
      expect(status).toBe(404);
      expect(data.error.code).toBe("not_found");
    }
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(iconSet, { params: { set: "material-solid" } })).status).toBe(401);
  });
});
