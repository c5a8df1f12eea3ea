import { buildOpenApiDocument, type ApiOperation } from "@/lib/api/openapi";
import { authOperations } from "@/lib/auth/openapi";
import { twoFactorOperations } from "@/lib/auth/two-factor/openapi";
import { adminOperations } from "@/lib/flags/openapi";
import { shellOperations } from "@/lib/shell/openapi";
import { shellMoreOperations } from "@/lib/shell/openapi-more";
import { academyOperations } from "@/lib/academy/openapi";
import { chatOperations } from "@/lib/chat/openapi";
import { contactsOperations } from "@/lib/contacts/openapi";
import { dashboardsOperations } from "@/lib/dashboards/openapi";
import { dashboardOperations } from "@/lib/dashboard/openapi";
import { fileManagerOperations } from "@/lib/file-manager/openapi";
import { helpCenterOperations } from "@/lib/help-center/openapi";
import { inventoryOperations } from "@/lib/inventory/openapi";
import { mailboxOperations } from "@/lib/mailbox/openapi";
import { notesOperations } from "@/lib/notes/openapi";
import { scrumboardOperations } from "@/lib/scrumboard/openapi";
import { tasksOperations } from "@/lib/tasks/openapi";
import { eventOperations } from "@/lib/events/openapi";
import { calendarOperations } from "@/lib/calendar/openapi";
import { vendorSignUpOperations } from "@/lib/vendors/create-openapi";
import { vendorTeamOperations } from "@/lib/vendors/openapi";
import { publicOrderOperations } from "@/lib/orders/public-openapi";
import { orderOperations } from "@/lib/orders/openapi";
import { publicEventOperations } from "@/lib/public/openapi";
import { uploadOperations } from "@/lib/uploads/openapi";
import { paymentOperations } from "@/lib/payments/openapi";
import { analyticsOperations } from "@/lib/analytics/openapi";
import { usersOperations } from "@/lib/users/openapi";

/** Every documented operation of the API; a test checks it against the route files under app/api. */
export const allOperations: ApiOperation[] = [
  ...authOperations,
  ...twoFactorOperations,
  ...adminOperations,
  ...shellOperations,
  ...shellMoreOperations,
  ...contactsOperations,
  ...inventoryOperations,
  ...fileManagerOperations,
  ...helpCenterOperations,
  ...mailboxOperations,
  ...notesOperations,
  ...scrumboardOperations,
  ...tasksOperations,
  ...academyOperations,
  ...chatOperations,
  ...dashboardsOperations,
  ...dashboardOperations,
  ...eventOperations,
  ...publicEventOperations,
  ...publicOrderOperations,
  ...orderOperations,
  ...calendarOperations,
  ...vendorSignUpOperations,
  ...vendorTeamOperations,
  ...uploadOperations,
  ...paymentOperations,
  ...analyticsOperations,
  ...usersOperations,
];

let document: ReturnType<typeof buildOpenApiDocument> | undefined;
export function getOpenApiDocument() {
  document ??= buildOpenApiDocument(allOperations);
  return document;
}
