import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/route";
import { getPublicEventView } from "@/lib/orders/availability";

/** An event's public page data: the event and its ticket types with what is still available. */
export const GET = publicRoute({}, async ({ params }) => {
  const view = await getPublicEventView(params.slug);
  if (!view) throw new ApiError(404, "not_found", "Event not found.");
  return view;
});
