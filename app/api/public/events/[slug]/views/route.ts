import { publicRoute } from "@/lib/api/route";
import { recordPageView } from "@/lib/public/page-views";
import { pageViewSchema } from "@/lib/public/schema";

/** The event page's view beacon: 204 once recorded (or deduplicated), 404 for an event a visitor cannot open. */
export const POST = publicRoute<undefined, typeof pageViewSchema, { slug: string }>(
  { body: pageViewSchema },
  async ({ params, body }) => {
    await recordPageView(params.slug, body);
    return new Response(null, { status: 204 });
  },
);
