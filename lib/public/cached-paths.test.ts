import {
  everyLocalizedPath,
  isCachedPublicPath,
  localizedPublicPath,
  splitLocalePrefix,
} from "@/lib/public/cached-paths";

describe("the cached public pages' addresses", () => {
  it("are the home page, an event page and a host page, nothing below or beside them", () => {
    for (const path of ["/home", "/p/event/summer-jam", "/p/hosts/ada"]) expect(isCachedPublicPath(path)).toBe(true);
    for (const path of [
      "/",
      "/home/x",
      "/p/event/summer-jam/og",
      "/p/event/",
      "/p/orders/abc",
      "/p/hosts",
      "/pages/events",
      "/vendor-sign-up",
    ])
      expect(isCachedPublicPath(path)).toBe(false);
  });

  it("take a language in front, and only a shipped one", () => {
    expect(splitLocalePrefix("/tr/p/event/summer-jam")).toEqual({ locale: "tr", pathname: "/p/event/summer-jam" });
    expect(splitLocalePrefix("/ro/home")).toEqual({ locale: "ro", pathname: "/home" });
    expect(splitLocalePrefix("/de/home")).toBeNull();
    expect(splitLocalePrefix("/tr/pages/events")).toBeNull();
    expect(splitLocalePrefix("/p/event/summer-jam")).toBeNull();
  });

  it("are spelled in every language for revalidation", () => {
    expect(localizedPublicPath("tr", "/home")).toBe("/tr/home");
    expect(everyLocalizedPath("/p/event/x")).toEqual(["/en/p/event/x", "/tr/p/event/x", "/ro/p/event/x"]);
  });
});
