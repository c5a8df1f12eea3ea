import { accountInUseDetails } from "@/components/settings/account-in-use";
import { ApiRequestError } from "@/lib/http/api-fetch";

const details = {
  events: [{ id: "e1", title: "Jazz night", slug: "jazz-night", startsAt: "2030-01-01T19:00:00.000Z", soldTickets: 3 }],
  vendors: [{ id: "v1", name: "Acme Events", slug: "acme" }],
};

describe("a refused account deletion", () => {
  it("reads what blocks it from the 409's details", () => {
    const error = new ApiRequestError(409, { error: { code: "account_in_use", message: "In use.", details } });
    expect(accountInUseDetails(error)).toEqual(details);
  });

  it("is not a refusal for any other answer", () => {
    expect(
      accountInUseDetails(new ApiRequestError(400, { error: { code: "wrong_password", message: "No." } })),
    ).toBeNull();
    expect(
      accountInUseDetails(new ApiRequestError(409, { error: { code: "slug_taken", message: "Taken." } })),
    ).toBeNull();
    expect(accountInUseDetails(new Error("network"))).toBeNull();
  });

  it("ignores details of another shape", () => {
    const error = new ApiRequestError(409, {
      error: { code: "account_in_use", message: "In use.", details: { events: 1 } },
    });
    expect(accountInUseDetails(error)).toBeNull();
  });
});
