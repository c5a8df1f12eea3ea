import { noticeRoutes } from "@/lib/shell/notice-routes";

const routes = noticeRoutes("notification");
export const GET = routes.list;
export const POST = routes.create;
export const PATCH = routes.update;
export const DELETE = routes.remove;
