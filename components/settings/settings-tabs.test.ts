import {
  parseEmailChangeOutcome,
  parseSettingsTab,
  settingsTabHref,
  visibleSettingsTabs,
} from "@/components/settings/settings-tabs";

describe("the settings screen's tabs", () => {
  it("shows the administration tab to administrators only", () => {
    expect(visibleSettingsTabs(false)).toEqual(["profile", "security", "preferences", "data"]);
    expect(visibleSettingsTabs(true)).toEqual(["profile", "security", "preferences", "data", "admin"]);
  });

  it("opens the tab the address names", () => {
    expect(parseSettingsTab("security", false)).toBe("security");
    expect(parseSettingsTab("data", true)).toBe("data");
    expect(parseSettingsTab(" Preferences ", false)).toBe("preferences");
  });

  it("opens the profile without a tab, or for an unknown one", () => {
    expect(parseSettingsTab(null, false)).toBe("profile");
    expect(parseSettingsTab(undefined, true)).toBe("profile");
    expect(parseSettingsTab("", true)).toBe("profile");
    expect(parseSettingsTab("billing", true)).toBe("profile");
  });

  it("opens the first tab, not the administration, for anyone but an administrator", () => {
    expect(parseSettingsTab("admin", false)).toBe("profile");
    expect(parseSettingsTab("admin", true)).toBe("admin");
  });

  it("links a tab keeping the other parameters but not the one-time notice", () => {
    expect(settingsTabHref("security")).toBe("/pages/settings?tab=security");
    expect(settingsTabHref("data", "tab=profile&layout=modern&emailChanged=1")).toBe(
      "/pages/settings?tab=data&layout=modern",
    );
    expect(settingsTabHref("admin", new URLSearchParams("layout=thin"))).toBe("/pages/settings?layout=thin&tab=admin");
  });

  it("reads the outcome of an email change link", () => {
    expect(parseEmailChangeOutcome("1")).toBe("1");
    expect(parseEmailChangeOutcome("invalid")).toBe("invalid");
    expect(parseEmailChangeOutcome("taken")).toBe("taken");
    expect(parseEmailChangeOutcome("yes")).toBeNull();
    expect(parseEmailChangeOutcome(null)).toBeNull();
  });
});
