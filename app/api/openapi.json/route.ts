import { getOpenApiDocument } from "@/lib/api/openapi-document";

// OpenAPI 3.1, generated from the same zod schemas the handlers parse with.
export function GET() {
  return Response.json(getOpenApiDocument());
}
