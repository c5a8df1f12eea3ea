import "server-only";
import type en from "@/messages/en.json";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import type { Navigation, NavigationItem } from "@/lib/shell/navigation-types";

/**
 * An item's id is also its message key under `nav`, so the compiler refuses an item whose title
 * has no translation (tr and ro must hold the same keys: lib/i18n/messages.test.ts).
 */
type NavigationId = keyof (typeof en)["nav"];

/**
 * The English title answers clients that cannot translate; the shell shows `translationKey`. Icons
 * are named in the specification's `namespace:name` form (lib/icons, one registry for the shell).
 */
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
    group("product", "Hostdeck", "mat_outline:event", productMenu({ isVendorsEnabled })),
    group("dashboards", "Dashboards", "mat_outline:dashboard", [
      basic("project", "Project", "mat_outline:bar_chart", "/dashboards/project"),
      basic("analytics", "Analytics", "mat_outline:insights", "/dashboards/analytics"),
      basic("finance", "Finance", "mat_outline:account_balance", "/dashboards/finance"),
      basic("crypto", "Crypto", "mat_outline:currency_bitcoin", "/dashboards/crypto"),
    ]),
    group("apps", "Apps", "mat_outline:apps", [
      basic("academy", "Academy", "mat_outline:school", "/apps/academy"),
      basic("chat", "Chat", "mat_outline:chat", "/apps/chat"),
      basic("contacts", "Contacts", "mat_outline:contacts", "/apps/contacts"),
      basic("fileManager", "File Manager", "mat_outline:folder", "/apps/file-manager"),
      basic("helpCenter", "Help Center", "mat_outline:help_outline", "/apps/help-center"),
      basic("inventory", "Inventory", "mat_outline:inventory_2", "/apps/inventory"),
      basic("mailbox", "Mailbox", "mat_outline:mail", "/apps/mailbox"),
      basic("notes", "Notes", "mat_outline:sticky_note_2", "/apps/notes"),
      basic("scrumboard", "Scrumboard", "mat_outline:view_kanban", "/apps/scrumboard"),
      basic("tasks", "Tasks", "mat_outline:task_alt", "/apps/tasks"),
    ]),
    group("pages", "Pages", "mat_outline:description", [
      basic("activities", "Activities", "mat_outline:timeline", "/pages/activities"),
      basic("settings", "Settings", "mat_outline:settings", "/pages/settings"),
    ]),
    group("icons", "Icons", "mat_outline:emoji_symbols", [
      basic("iconsFeather", "Feather", "feather:feather", "/ui/icons/feather"),
      basic("iconsHeroiconsOutline", "Heroicons Outline", "heroicons_outline:sparkles", "/ui/icons/heroicons-outline"),
      basic("iconsHeroiconsSolid", "Heroicons Solid", "heroicons_solid:sparkles", "/ui/icons/heroicons-solid"),
      basic("iconsHeroiconsMini", "Heroicons Mini", "heroicons_mini:sparkles", "/ui/icons/heroicons-mini"),
      basic("iconsMaterialSolid", "Material Solid", "mat_solid:interests", "/ui/icons/material-solid"),
      basic("iconsMaterialOutline", "Material Outline", "mat_outline:interests", "/ui/icons/material-outline"),
      basic("iconsMaterialTwotone", "Material Twotone", "interests", "/ui/icons/material-twotone"),
    ]),
    group("docs", "Docs", "mat_outline:library_books", [
      basic("changelog", "Changelog", "mat_outline:update", "/docs/changelog"),
      basic("guides", "Guides", "mat_outline:menu_book", "/docs/guides/getting-started/introduction"),
    ]),
  ];
}

/** The product's own menu (spec section 2, the product layouts); vendors only with ENABLE_VENDORS. */
function productMenu({ isVendorsEnabled }: { isVendorsEnabled: boolean }): NavigationItem[] {
  return [
    basic("dashboard", "Dashboard", "mat_outline:dashboard", "/pages/dashboard"),
    basic("events", "Events", "mat_outline:event", "/pages/events"),
    basic("calendar", "Calendar", "mat_outline:calendar_month", "/pages/calendar"),
    basic("payments", "Payments", "mat_outline:payments", "/pages/stripe"),
    basic("analytics", "Analytics", "mat_outline:insights", "/pages/analytics"),
    basic("settings", "Settings", "mat_outline:settings", "/pages/settings"),
    ...(isVendorsEnabled ? [basic("vendors", "Vendors", "mat_outline:storefront", "/pages/vendors")] : []),
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
