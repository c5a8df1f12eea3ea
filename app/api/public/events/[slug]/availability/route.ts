import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/route";
import { AVAILABILITY_CACHE_SECONDS, cachedPublicAvailability } from "@/lib/public/availability-cache";

/** What every sale changes on an event's page: each ticket type's tickets left and whether it is on sale. */
export const GET = publicRoute({}, async ({ params }) => {
  const availability = await cachedPublicAvailability(params.slug);
  if (!availability) throw new ApiError(404, "not_found", "Event not found.");
  // A shared cache in front may keep it as long as the app does; a browser asks again on each look.
  return Response.json(availability, {
    headers: { "Cache-Control": `public, max-age=0, s-maxage=${AVAILABILITY_CACHE_SECONDS}` },
  });
});
