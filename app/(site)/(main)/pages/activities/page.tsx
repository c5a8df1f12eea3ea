import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActivitiesScreen } from "@/components/activities/activities-screen";
import { listActivities, type Activity } from "@/lib/dashboards/activities";
import { sanitizeArticleHtml } from "@/lib/help-center/sanitize-content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("activitiesPage"))("title") };
}

/** Reads the entries (the use case of GET /api/pages/activities) and sanitises their markup here. */
function sanitisedActivities(): Activity[] | null {
  try {
    return listActivities(new Date()).map((activity) => ({
      ...activity,
      description: sanitizeArticleHtml(activity.description),
      extraContent: activity.extraContent === null ? null : sanitizeArticleHtml(activity.extraContent),
    }));
  } catch (error) {
    console.error("activities: could not be read", error);
    return null;
  }
}

/** /pages/activities: the timeline, grouped by day. */
export default function ActivitiesPage() {
  return <ActivitiesScreen activities={sanitisedActivities()} />;
}
