import {
  invitationPath,
  invitationView,
  signInToInvitationHref,
  signUpWithInvitationHref,
} from "@/components/vendors/invitation-view";
import { formatDay, initialOf } from "@/components/vendors/vendor-format";

describe("invitationView", () => {
  it("says an unknown link is not found", () => {
    expect(invitationView(null, "active")).toBe("not-found");
    expect(invitationView(null, "none")).toBe("not-found");
  });

  it.each(["accepted", "revoked", "expired"] as const)("says a %s invitation is closed, signed in or not", (status) => {
    expect(invitationView({ status }, "active")).toBe(status);
    expect(invitationView({ status }, "none")).toBe(status);
  });

  it("offers a pending invitation by session", () => {
    expect(invitationView({ status: "pending" }, "active")).toBe("accept");
    expect(invitationView({ status: "pending" }, "none")).toBe("visitor");
    expect(invitationView({ status: "pending" }, "locked")).toBe("locked");
  });
});

describe("the ways in", () => {
  it("come back to the invitation after signing in and carry it into sign-up", () => {
    expect(invitationPath("a b/c")).toBe("/vendor-invitations/a%20b%2Fc");
    expect(signInToInvitationHref("tok_1")).toBe("/sign-in?redirectURL=%2Fvendor-invitations%2Ftok_1");
    expect(signUpWithInvitationHref("tok_1")).toBe("/sign-up?invitation=tok_1");
  });
});

describe("vendor-format", () => {
  it("formats a day in the language, and nothing for a missing or broken date", () => {
    expect(formatDay("2026-03-05T10:00:00.000Z", "en")).toBe("Mar 5, 2026");
    expect(formatDay("2026-03-05T10:00:00.000Z", "ro")).toBe("5 mar 2026");
    expect(formatDay(null, "en")).toBe("");
    expect(formatDay("not a date", "en")).toBe("");
  });

  it("takes a person's initial from the name, else the email", () => {
    expect(initialOf("şule", "x@y.z")).toBe("Ş");
    expect(initialOf("  ", "bora@example.com")).toBe("B");
    expect(initialOf("", "")).toBe("?");
  });
});
