import { buildOpenApiDocument } from "@/lib/api/openapi";
import { calendarOperations } from "@/lib/calendar/openapi";
import { vendorSignUpOperations } from "@/lib/vendors/create-openapi";

// Until lib/api/openapi-document.ts lists them (tests/api/openapi.test.ts then checks them against
// the route files), this keeps the calendar's and vendor sign-up's operations valid OpenAPI 3.1.
describe("calendar and vendor sign-up OpenAPI operations", () => {
  it("form a valid OpenAPI 3.1 document", async () => {
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const result = await new Validator().validate(
      buildOpenApiDocument([...calendarOperations, ...vendorSignUpOperations]),
    );
    expect(result.errors ?? []).toEqual([]);
  });

  it("name each route of theirs once", () => {
    expect(
      [...calendarOperations, ...vendorSignUpOperations]
        .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)
        .sort(),
    ).toEqual([
      "GET /api/calendar/{token}",
      "GET /api/events/calendar",
      "GET /api/events/calendar/feed-token",
      "GET /api/events/{id}/ics",
      "GET /api/public/events/{slug}/ics",
      "POST /api/auth/vendor-sign-up",
      "POST /api/events/calendar/feed-token",
      "POST /api/vendors",
    ]);
  });
});
