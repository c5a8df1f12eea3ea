/**
 * The two kinds of notice and the API collection of each. Kept apart from lib/shell/schema.ts
 * (which builds zod schemas when it loads) so the top bar's panels can name their URLs without
 * putting zod into every signed-in page's first load (issue 17).
 */
export const NOTICE_KINDS = { message: "messages", notification: "notifications" } as const;
export type NoticeKind = keyof typeof NOTICE_KINDS;
