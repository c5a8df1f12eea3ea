import { isUserStatus, statusColor, statusDotColor } from "@/lib/shell/user/status";

describe("statusDotColor", () => {
  const avatar = "/images/avatars/brian-hughes.jpg";

  it.each([
    ["online", "green"],
    ["away", "amber"],
    ["busy", "red"],
    ["not-visible", "grey"],
    ["something-else", "grey"],
    ["", "grey"],
  ])("with an avatar, %j is %s", (status, color) => {
    expect(statusDotColor({ status, avatar })).toBe(color);
  });

  it.each(["online", "away", "busy", "not-visible"])("without an avatar, %s is grey", (status) => {
    expect(statusDotColor({ status, avatar: null })).toBe("grey");
    expect(statusDotColor({ status, avatar: undefined })).toBe("grey");
    expect(statusDotColor({ status, avatar: "" })).toBe("grey");
  });
});

describe("isUserStatus", () => {
  it("accepts exactly the four statuses", () => {
    expect(["online", "away", "busy", "not-visible"].every(isUserStatus)).toBe(true);
    expect(isUserStatus("offline")).toBe(false);
    expect(isUserStatus(null)).toBe(false);
  });
});

describe("statusColor", () => {
  it("colours a status whatever the avatar", () => {
    expect(["online", "away", "busy", "not-visible"].map(statusColor)).toEqual(["green", "amber", "red", "grey"]);
  });
});
