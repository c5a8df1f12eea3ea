import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import { searchableName } from "@/lib/contacts/shapes";
import { foldForSearch } from "@/lib/tasks/search-text";
import { flattenBasicItems, getNavigation } from "@/lib/shell/navigation";
import type { NavigationItem, SearchResultGroup } from "@/lib/shell/navigation-types";
import type { SessionUser } from "@/lib/auth/user";
import { resolveAccount } from "@/lib/events/account";

export const searchBodySchema = z.object({ query: z.string().max(200, "tooLong") });

/** Results per group: the panel is a suggestion list, not a results page. */
export const MAX_RESULTS_PER_GROUP = 5;

/** The answer's labels stay English (spec section 3); the shell translates by group id (`nav.<id>`). */
const GROUP_LABELS: Record<SearchResultGroup["id"], string> = {
  events: "Events",
  contacts: "Contacts",
  pages: "Pages",
  tasks: "Tasks",
};

type SearchResult = SearchResultGroup["results"][number];

/**
 * The shell's search (spec section 7, "Common"): the user's contacts by name, the navigation's
 * pages by title, the user's tasks by title — and, first, the active account's events by title — each group at most `MAX_RESULTS_PER_GROUP` long and
 * left out when empty. An empty or blank query answers an empty list. Leading and trailing spaces
 * do not count, so "ann " finds what "ann" finds.
 *
 * SQL matching uses instr() on the lower-cased columns rather than Prisma's `contains`, which on
 * SQLite becomes LIKE with the query's % and _ left as wildcards.
 */
export async function searchShell({
  user,
  query,
  locale,
}: {
  user: Pick<SessionUser, "id" | "activeVendorId" | "displayName">;
  query: string;
  locale: Locale;
}): Promise<SearchResultGroup[]> {
  const text = query.trim();
  if (text === "") return [];
  const userId = user.id;
  const [events, contacts, pages, tasks] = await Promise.all([
    searchEvents(user, text),
    searchContacts(userId, text, locale),
    searchPages(text, locale),
    searchTasks(userId, text),
  ]);
  const groups: SearchResultGroup[] = [
    { id: "events", label: GROUP_LABELS.events, results: events },
    { id: "contacts", label: GROUP_LABELS.contacts, results: contacts },
    { id: "pages", label: GROUP_LABELS.pages, results: pages },
    { id: "tasks", label: GROUP_LABELS.tasks, results: tasks },
  ];
  return groups.filter((group) => group.results.length > 0);
}

/**
 * The active account's events (any status but archived), soonest first. Titles are folded in
 * JavaScript, as task titles are, so "istanbul" finds "İstanbul"; an account's events are few
 * enough that reading their titles costs less than keeping a folded copy in step.
 */
async function searchEvents(
  user: Pick<SessionUser, "id" | "activeVendorId" | "displayName">,
  text: string,
): Promise<SearchResult[]> {
  const account = await resolveAccount(user);
  const needle = foldForSearch(text);
  const events = await db.event.findMany({
    where: { accountKey: account.key, status: { not: "archived" } },
    orderBy: { startsAt: "desc" },
    select: { id: true, title: true },
  });
  return events
    .filter((event) => foldForSearch(event.title).includes(needle))
    .slice(0, MAX_RESULTS_PER_GROUP)
    .map(({ id, title }) => ({ value: title, title, link: `/pages/events/${id}` }));
}

/**
 * Sorted by name as a reader of the user's language orders names, which SQLite cannot do (it
 * collates by bytes); an address book is one user's and small, and only ids and names are read
 * for the sort, the avatars (possibly large data URLs) only for the few that are answered.
 */
async function searchContacts(userId: string, text: string, locale: Locale): Promise<SearchResult[]> {
  const needle = searchableName(text);
  const matches = await db.$queryRaw<{ id: string; name: string }[]>`
    SELECT "id", "name" FROM "Contact" WHERE "userId" = ${userId} AND instr("nameSearch", ${needle}) > 0`;
  const collator = new Intl.Collator(locale);
  const shown = matches.sort((a, b) => collator.compare(a.name, b.name)).slice(0, MAX_RESULTS_PER_GROUP);
  const avatars = new Map(
    (
      await db.contact.findMany({
        where: { userId, id: { in: shown.map(({ id }) => id) } },
        select: { id: true, avatar: true },
      })
    ).map((row) => [row.id, row.avatar]),
  );
  return shown.map(({ id, name }) => ({
    value: name,
    name,
    avatar: avatars.get(id) ?? null,
    link: `/apps/contacts/${id}`,
  }));
}

/**
 * The navigation's pages (the product's menu first, then the demo menu; a link once) whose title
 * contains the query in the user's language or in English. The title is answered in the user's
 * language: it is what they read in the menu and what the search box takes as its value.
 */
async function searchPages(text: string, locale: Locale): Promise<SearchResult[]> {
  const [navigation, messages] = await Promise.all([getNavigation(), loadMessages(locale)]);
  const needle = foldForSearch(text);
  const seenLinks = new Set<string>();
  const results: SearchResult[] = [];
  for (const item of flattenBasicItems([...navigation.product, ...navigation.default])) {
    if (!item.link || seenLinks.has(item.link)) continue;
    seenLinks.add(item.link);
    const title = translatedTitle(item, messages);
    if (!foldForSearch(title).includes(needle) && !foldForSearch(item.title).includes(needle)) continue;
    results.push({ value: title, title, link: item.link });
    if (results.length === MAX_RESULTS_PER_GROUP) break;
  }
  return results;
}

function translatedTitle(item: NavigationItem, messages: Messages): string {
  const key = item.translationKey?.replace(/^nav\./, "");
  const navMessages: Record<string, string> = messages.nav;
  return (key && navMessages[key]) || item.title;
}

/** In the order of the user's task list; `titleFolded` is the title folded by `foldForSearch`. */
async function searchTasks(userId: string, text: string): Promise<SearchResult[]> {
  const matches = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Task" WHERE "userId" = ${userId} AND instr("titleFolded", ${foldForSearch(text)}) > 0
    ORDER BY "order" ASC LIMIT ${MAX_RESULTS_PER_GROUP}`;
  const rows = await db.task.findMany({
    where: { userId, id: { in: matches.map(({ id }) => id) } },
    orderBy: { order: "asc" },
    select: { id: true, title: true, completed: true },
  });
  return rows.map(({ id, title, completed }) => ({ value: title, title, completed, link: `/apps/tasks/${id}` }));
}
