/**
 * A navigation entry of the shell. `title` is English; `translationKey` (under `nav` in
 * messages/*.json) is what the shell shows when it exists. `icon` names an icon of the shell's
 * icon registry (components/layout/nav-icon.tsx).
 */
export type NavigationItem = {
  id: string;
  title: string;
  translationKey?: string;
  subtitle?: string;
  type: "basic" | "group" | "collapsable" | "divider";
  icon?: string;
  link?: string;
  children?: NavigationItem[];
};

/** The navigation variants the API answers (spec section 3 and 7). */
export type Navigation = {
  default: NavigationItem[];
  horizontal: NavigationItem[];
  compact: NavigationItem[];
  futuristic: NavigationItem[];
  /** The product's own menu: dashboard, events, calendar, payments, analytics, settings, vendors (flag). */
  product: NavigationItem[];
};

/** A group of search results (spec section 3, "Search result group"). */
export type SearchResultGroup = {
  id: "events" | "contacts" | "pages" | "tasks";
  label: string;
  results: Array<{
    value: string;
    link: string;
    title?: string;
    name?: string;
    avatar?: string | null;
    completed?: boolean;
  }>;
};
