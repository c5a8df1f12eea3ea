import { publicRoute } from "@/lib/api/route";
import { previewInvitation } from "@/lib/vendors/accept-invitation";

/** What the accept page shows; the token in the path is the credential. */
export const GET = publicRoute({}, ({ params }) => previewInvitation(params.token));
