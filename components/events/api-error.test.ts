import { describeApiError } from "@/components/events/api-error";
import { ApiRequestError } from "@/lib/http/api-fetch";

const answer = (status: number, code: string, message: string) =>
  new ApiRequestError(status, { error: { code, message } });
const known = (code: string) => (code === "slug_taken" ? "Diese Adresse ist vergeben." : undefined);

describe("describeApiError", () => {
  it("prefers the screen's translation of the code", () => {
    expect(describeApiError(answer(400, "slug_taken", "Taken."), known, "Oops")).toBe("Diese Adresse ist vergeben.");
  });

  it("shows the API's own message for a 4xx the screen does not know", () => {
    expect(describeApiError(answer(409, "not_cancellable", "It cannot be cancelled now."), known, "Oops")).toBe(
      "It cannot be cancelled now.",
    );
  });

  it.each([500, 503])("shows the translated fallback for a %s (a busy database included)", (status) => {
    expect(describeApiError(answer(status, "busy", "The database is busy."), known, "Oops")).toBe("Oops");
  });
});
