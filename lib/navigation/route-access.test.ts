import { redirectFor, routeAccess } from "@/lib/navigation/route-access";
import { safeRedirectPath } from "@/lib/navigation/safe-redirect";

describe("redirectFor (the specification's route table)", () => {
  it("sends / and /signed-in-redirect to the dashboard", () => {
    expect(redirectFor("/", "", "none")).toBe("/pages/dashboard");
    expect(redirectFor("/signed-in-redirect", "", "active")).toBe("/pages/dashboard");
  });

  it.each(["/confirmation-required", "/forgot-password", "/reset-password", "/sign-in", "/sign-up"])(
    "%s is guest-only",
    (path) => {
      expect(routeAccess(path)).toBe("guest-only");
      expect(redirectFor(path, "", "none")).toBeNull();
      expect(redirectFor(path, "?x=1", "active")).toBe("/");
    },
  );

  it("sends a visitor of a signed-in page to sign-in with the path and query", () => {
    expect(redirectFor("/pages/events", "?tab=drafts&q=a b", "none")).toBe(
      `/sign-in?redirectURL=${encodeURIComponent("/pages/events?tab=drafts&q=a b")}`,
    );
    expect(redirectFor("/unlock-session", "", "none")).toBe(
      `/sign-in?redirectURL=${encodeURIComponent("/unlock-session")}`,
    );
    expect(redirectFor("/pages/dashboard", "", "active")).toBeNull();
  });

  it("gives /sign-out no redirectURL", () => {
    expect(redirectFor("/sign-out", "", "none")).toBe("/sign-in");
  });

  it("keeps a locked session on the unlock page", () => {
    expect(redirectFor("/pages/settings", "", "locked")).toBe(
      `/unlock-session?redirectURL=${encodeURIComponent("/pages/settings")}`,
    );
    expect(redirectFor("/unlock-session", "", "locked")).toBeNull();
    expect(redirectFor("/sign-out", "", "locked")).toBeNull();
  });

  it.each(["/home", "/p/hosts/acme", "/p/event/launch", "/vendor-sign-up", "/icons/feather/x.svg", "/i18n/en.json"])(
    "%s is open to everyone",
    (path) => {
      expect(routeAccess(path)).toBe("open");
      expect(redirectFor(path, "", "none")).toBeNull();
      expect(redirectFor(path, "", "active")).toBeNull();
    },
  );

  it.each([
    "/apps/contacts",
    "/apps/tasks/8f6b",
    "/dashboards/project",
    "/ui/icons/feather",
    "/docs/guides/getting-started/introduction",
  ])("%s (demo apps, dashboards, icon pages and docs) needs a session and an unlocked one", (path) => {
    expect(routeAccess(path)).toBe("signed-in-only");
    expect(redirectFor(path, "?q=1", "none")).toBe(`/sign-in?redirectURL=${encodeURIComponent(`${path}?q=1`)}`);
    expect(redirectFor(path, "", "locked")).toBe(`/unlock-session?redirectURL=${encodeURIComponent(path)}`);
    expect(redirectFor(path, "", "active")).toBeNull();
  });

  it("does not mistake a longer name for a guarded path", () => {
    expect(routeAccess("/sign-inside")).toBe("open");
    expect(routeAccess("/pagesx")).toBe("open");
    expect(routeAccess("/appsx")).toBe("open");
  });
});

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/pages/events?tab=past#top")).toBe("/pages/events?tab=past#top");
  });

  it.each([
    undefined,
    "",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "pages/x",
  ])("falls back for %p", (candidate) => {
    expect(safeRedirectPath(candidate)).toBe("/signed-in-redirect");
  });
});
