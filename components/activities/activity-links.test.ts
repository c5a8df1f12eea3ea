import { hasPage } from "@/tests/helpers/app-pages";
import { activityLinkTarget } from "@/components/activities/group-activities";
import { listActivities } from "@/lib/dashboards/activities";

// Every link the activities page opens in the app leads to a page under app/ (the crawl of issue
// 16 follows them too; this says which one at once).

it("opens only pages that exist", () => {
  const links = listActivities(new Date())
    .filter((activity) => activityLinkTarget(activity.link, activity.useRouter) === "in-app")
    .map((activity) => activity.link ?? "");
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => !hasPage(link))).toEqual([]);
});
