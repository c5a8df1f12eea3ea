import "server-only";
import type en from "@/messages/en.json";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import type { Navigation, NavigationItem } from "@/lib/shell/navigation-types";

/**
 * An item's id is also its message key under `nav`, so the compiler refuses an item whose title
 * has no translation (tr and ro must hold the same keys: lib/i18n/messages.test.ts).
 */
type NavigationId = keyof (typeof en)["nav"];

/** The English title answers clients that cannot translate; the shell shows `translationKey`. */
function basic(id: NavigationId, title: string, icon: string, link: string): NavigationItem {
  return { id, title, translationKey: `nav.${id}`, type: "basic", icon, link };
}

function group(id: NavigationId, title: string, icon: string, children: NavigationItem[]): NavigationItem {
  return { id, title, translationKey: `nav.${id}`, type: "group", icon, children };
}

/**
 * The demo shell's menu: the product's own screens first (so every layout reaches them), then the
 * dashboards, apps and pages of the sample data (spec section 2).
 */
function demoMenu({ isVendorsEnabled }: { isVendorsEnabled: boolean }): NavigationItem[] {
  return [
    group("product", "Hostdeck", "event", productMenu({ isVendorsEnabled })),
    group("dashboards", "Dashboards", "dashboard", [
      basic("project", "Project", "bar_chart", "/dashboards/project"),
      basic("analytics", "Analytics", "insights", "/dashboards/analytics"),
    ]),
    group("apps", "Apps", "apps", [
      basic("academy", "Academy", "school", "/apps/academy"),
      basic("chat", "Chat", "chat", "/apps/chat"),
      basic("contacts", "Contacts", "contacts", "/apps/contacts"),
      basic("fileManager", "File Manager", "folder", "/apps/file-manager"),
      basic("helpCenter", "Help Center", "help", "/apps/help-center"),
      basic("inventory", "Inventory", "inventory_2", "/apps/inventory"),
      basic("mailbox", "Mailbox", "mail", "/apps/mailbox"),
      basic("notes", "Notes", "sticky_note_2", "/apps/notes"),
      basic("scrumboard", "Scrumboard", "view_kanban", "/apps/scrumboard"),
      basic("tasks", "Tasks", "task_alt", "/apps/tasks"),
    ]),
    group("pages", "Pages", "description", [
      basic("activities", "Activities", "timeline", "/pages/activities"),
      basic("settings", "Settings", "settings", "/pages/settings"),
    ]),
  ];
}

/** The product's own menu (spec section 2, the product layouts); vendors only with ENABLE_VENDORS. */
function productMenu({ isVendorsEnabled }: { isVendorsEnabled: boolean }): NavigationItem[] {
  return [
    basic("dashboard", "Dashboard", "dashboard", "/pages/dashboard"),
    basic("events", "Events", "event", "/pages/events"),
    basic("calendar", "Calendar", "calendar_month", "/pages/calendar"),
    basic("payments", "Payments", "payments", "/pages/stripe"),
    basic("analytics", "Analytics", "insights", "/pages/analytics"),
    basic("settings", "Settings", "settings", "/pages/settings"),
    ...(isVendorsEnabled ? [basic("vendors", "Vendors", "storefront", "/pages/vendors")] : []),
  ];
}

/**
 * Every variant the API answers. The demo menu's top level is already made of groups, which is
 * what a horizontal navigation shows in its top bar, so horizontal, compact and futuristic carry
 * the same tree; each variant gets its own copy so a caller changing one cannot change another.
 */
export function buildNavigation({ isVendorsEnabled }: { isVendorsEnabled: boolean }): Navigation {
  return {
    default: demoMenu({ isVendorsEnabled }),
    horizontal: demoMenu({ isVendorsEnabled }),
    compact: demoMenu({ isVendorsEnabled }),
    futuristic: demoMenu({ isVendorsEnabled }),
    product: productMenu({ isVendorsEnabled }),
  };
}

/** The navigation for this request: the flag is read every time, so switching it applies at once. */
export async function getNavigation(): Promise<Navigation> {
  return buildNavigation({ isVendorsEnabled: await isFeatureEnabled("ENABLE_VENDORS") });
}

/** The items that lead somewhere (`basic`), depth first, in menu order. */
export function flattenBasicItems(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [...(item.type === "basic" ? [item] : []), ...flattenBasicItems(item.children ?? [])]);
}
