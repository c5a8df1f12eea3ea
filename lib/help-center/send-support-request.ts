import "server-only";
import { createNotice } from "@/lib/shell/notices";
import type { SupportRequest } from "@/lib/help-center/schema";

/** Where the stored message leads: the form it was sent from. */
export const SUPPORT_PAGE = "/apps/help-center/support";

/**
 * Sends a support request. This demo has no support desk: the request is kept as one of the user's
 * own messages (the top bar's messages panel), unread, so the user sees it arrive there. The
 * subject and text are the user's own words, so no language is baked into the row.
 */
export function sendSupportRequest({ userId, request }: { userId: string; request: SupportRequest }) {
  return createNotice(userId, "message", {
    title: request.subject,
    description: request.message,
    icon: "mat_outline:help_outline",
    link: SUPPORT_PAGE,
    useRouter: true,
    read: false,
  });
}
