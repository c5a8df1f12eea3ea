import { noticeRoutes } from "@/lib/shell/notice-routes";

export const POST = noticeRoutes("notification").toggleReadStatus;
