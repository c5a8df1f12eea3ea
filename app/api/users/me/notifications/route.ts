import { userRoute } from "@/lib/api/route";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/users/notification-preferences";
import { notificationPreferencesPatchSchema } from "@/lib/users/schema";

export const GET = userRoute({}, ({ user }) => getNotificationPreferences(user.id));

export const PATCH = userRoute({ body: notificationPreferencesPatchSchema }, ({ user, body }) =>
  updateNotificationPreferences(user.id, body),
);
