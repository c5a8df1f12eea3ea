import { userRoute } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { searchBodySchema, searchShell } from "@/lib/shell/search";

export const POST = userRoute({ body: searchBodySchema }, ({ user, body, request }) =>
  searchShell({ user, query: body.query, locale: requestLocale(request) }),
);
