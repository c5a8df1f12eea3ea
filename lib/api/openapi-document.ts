import { buildOpenApiDocument, type ApiOperation } from "@/lib/api/openapi";
import { authOperations } from "@/lib/auth/openapi";
import { adminOperations } from "@/lib/flags/openapi";
import { shellOperations } from "@/lib/shell/openapi";

/** Every documented operation of the API; a test checks it against the route files under app/api. */
export const allOperations: ApiOperation[] = [...authOperations, ...adminOperations, ...shellOperations];

let document: ReturnType<typeof buildOpenApiDocument> | undefined;
export function getOpenApiDocument() {
  document ??= buildOpenApiDocument(allOperations);
  return document;
}
