import { publicRoute } from "@/lib/api/route";
import { serveUpload } from "@/lib/uploads/uploads";

/** An uploaded image; public, immutable. */
export const GET = publicRoute({}, async ({ params }) => serveUpload(params.id));
