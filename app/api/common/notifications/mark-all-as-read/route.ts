import { noticeRoutes } from "@/lib/shell/notice-routes";

export const GET = noticeRoutes("notification").markAllAsRead;
