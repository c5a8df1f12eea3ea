import { db } from "@/lib/db";
import en from "@/messages/en.json";
import ro from "@/messages/ro.json";
import tr from "@/messages/tr.json";
import { GET as getNavigation } from "@/app/api/common/navigation/route";
import { POST as search } from "@/app/api/common/search/route";
import { searchableName } from "@/lib/contacts/shapes";
import { foldForSearch } from "@/lib/tasks/search-text";
import { isKnownIcon } from "@/lib/icons/svg";
import { personalAccountKey, vendorAccountKey } from "@/lib/events/account";
import { seedPublishedEvent } from "@/tests/helpers/events";
import type { Navigation, NavigationItem, SearchResultGroup } from "@/lib/shell/navigation-types";
import { seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";

describe("GET /api/common/navigation", () => {
  const messageFiles = { en, tr, ro } as Record<string, { nav: Record<string, string> }>;

  function everyItem(items: NavigationItem[]): NavigationItem[] {
    return items.flatMap((item) => [item, ...everyItem(item.children ?? [])]);
  }

  it("answers every variant; the demo menu's groups and links; every title translated in all three languages", async () => {
    await setVendorsFlag(false);
    const { headers } = await signedInUser();
    const { status, data } = await callRoute(getNavigation, { headers });
    expect(status).toBe(200);
    const navigation = data as Navigation;
    expect(Object.keys(navigation).sort()).toEqual(["compact", "default", "futuristic", "horizontal", "product"]);

    expect(navigation.default.map((item) => [item.id, item.type])).toEqual([
      ["product", "group"],
      ["dashboards", "group"],
      ["apps", "group"],
      ["pages", "group"],
      ["icons", "group"],
      ["docs", "group"],
    ]);
    const links = (group: string) =>
      navigation.default.find((item) => item.id === group)?.children?.map((child) => child.link);
    expect(links("product")).toEqual(navigation.product.map((item) => item.link));
    expect(links("dashboards")).toEqual(
      ["project", "analytics", "finance", "crypto"].map((dashboard) => `/dashboards/${dashboard}`),
    );
    expect(links("apps")).toEqual(
      [
        "academy",
        "chat",
        "contacts",
        "file-manager",
        "help-center",
        "inventory",
        "mailbox",
        "notes",
        "scrumboard",
        "tasks",
      ].map((app) => `/apps/${app}`),
    );
    expect(links("pages")).toEqual(["/pages/activities", "/pages/settings"]);
    expect(links("icons")).toEqual(
      [
        "feather",
        "heroicons-outline",
        "heroicons-solid",
        "heroicons-mini",
        "material-solid",
        "material-outline",
        "material-twotone",
      ].map((set) => `/ui/icons/${set}`),
    );
    expect(links("docs")).toEqual(["/docs/changelog", "/docs/guides/getting-started/introduction"]);
    expect(navigation.horizontal.every((item) => item.type === "group" && item.icon)).toBe(true);
    expect(navigation.horizontal.map((item) => item.id)).toEqual(navigation.default.map((item) => item.id));

    for (const item of Object.values(navigation).flatMap(everyItem)) {
      expect(item.translationKey).toBe(`nav.${item.id}`);
      // Every icon is a name the shell's one registry draws (lib/icons, spec section 9's `namespace:name`).
      expect({ id: item.id, icon: item.icon, known: await isKnownIcon(item.icon ?? "") }).toEqual({
        id: item.id,
        icon: item.icon,
        known: true,
      });
      for (const [locale, messages] of Object.entries(messageFiles))
        expect({ locale, id: item.id, has: Boolean(messages.nav[item.id]) }).toEqual({
          locale,
          id: item.id,
          has: true,
        });
    }
  });

  it("shows vendors in the product menu only while ENABLE_VENDORS is on, read on every request", async () => {
    const { headers } = await signedInUser();
    await setVendorsFlag(false);
    const off = (await callRoute(getNavigation, { headers })).data as Navigation;
    expect(off.product.map((item) => [item.id, item.icon, item.link])).toEqual([
      ["dashboard", "mat_outline:dashboard", "/pages/dashboard"],
      ["events", "mat_outline:event", "/pages/events"],
      ["calendar", "mat_outline:calendar_month", "/pages/calendar"],
      ["payments", "mat_outline:payments", "/pages/stripe"],
      ["analytics", "mat_outline:insights", "/pages/analytics"],
      ["settings", "mat_outline:settings", "/pages/settings"],
    ]);
    await setVendorsFlag(true);
    const on = (await callRoute(getNavigation, { headers })).data as Navigation;
    expect(on.product.at(-1)).toMatchObject({
      id: "vendors",
      icon: "mat_outline:storefront",
      link: "/pages/vendors",
      type: "basic",
    });
    await setVendorsFlag(false);
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(getNavigation)).status).toBe(401);
  });
});

// Rows written straight to the database, and the search call, for the two search blocks below.
async function addContacts(userId: string, names: string[]) {
  for (const name of names) await db.contact.create({ data: { userId, name, nameSearch: searchableName(name) } });
}
async function addTasks(userId: string, titles: Array<string | { title: string; completed: boolean }>) {
  let order = 0;
  for (const entry of titles) {
    const { title, completed } = typeof entry === "string" ? { title: entry, completed: false } : entry;
    await db.task.create({
      data: { userId, type: "task", title, titleFolded: foldForSearch(title), completed, order: order++ },
    });
  }
}
const find = (groups: SearchResultGroup[], id: SearchResultGroup["id"]) => groups.find((group) => group.id === id);
const post = (headers: Record<string, string>, query: unknown) =>
  callRoute(search, { method: "POST", headers, json: { query } });

describe("POST /api/common/search", () => {
  it("groups contacts, pages and tasks in that order, at most 5 each, in the specification's shape", async () => {
    const { user, headers } = await signedInUser();
    await addContacts(user.id, [
      "Sam Settler",
      "Bob",
      "Alice Setter",
      "Zoe Setz",
      "Carl Sett",
      "Dana Sets",
      "Eve Setup",
      "Frank",
    ]);
    await addTasks(user.id, ["Set up the stage", { title: "Reset the lights", completed: true }, "Buy tickets"]);
    const { status, data } = await post(headers, "SET");
    expect(status).toBe(200);
    expect(data.map((group: SearchResultGroup) => [group.id, group.label])).toEqual([
      ["contacts", "Contacts"],
      ["pages", "Pages"],
      ["tasks", "Tasks"],
    ]);
    const contacts = find(data, "contacts")!.results;
    expect(contacts.map((result) => result.name)).toEqual([
      "Alice Setter",
      "Carl Sett",
      "Dana Sets",
      "Eve Setup",
      "Sam Settler",
    ]);
    const alice = await db.contact.findFirstOrThrow({ where: { userId: user.id, name: "Alice Setter" } });
    expect(contacts[0]).toEqual({
      value: "Alice Setter",
      name: "Alice Setter",
      avatar: null,
      link: `/apps/contacts/${alice.id}`,
    });
    expect(find(data, "pages")!.results).toEqual([{ value: "Settings", title: "Settings", link: "/pages/settings" }]);
    const reset = await db.task.findFirstOrThrow({ where: { userId: user.id, title: "Reset the lights" } });
    expect(find(data, "tasks")!.results).toEqual([
      expect.objectContaining({ value: "Set up the stage", title: "Set up the stage", completed: false }),
      { value: "Reset the lights", title: "Reset the lights", completed: true, link: `/apps/tasks/${reset.id}` },
    ]);
  });

  it("leaves out empty groups and answers [] for an empty or blank query", async () => {
    const { user, headers } = await signedInUser();
    await addContacts(user.id, ["Ada Lovelace"]);
    expect((await post(headers, "lovelace")).data.map((group: SearchResultGroup) => group.id)).toEqual(["contacts"]);
    expect((await post(headers, "chat")).data.map((group: SearchResultGroup) => group.id)).toEqual(["pages"]);
    expect((await post(headers, "nothing matches this")).data).toEqual([]);
    expect(await post(headers, "")).toMatchObject({ status: 200, data: [] });
    expect(await post(headers, "   ")).toMatchObject({ status: 200, data: [] });
  });

  it("takes % and _ literally", async () => {
    const { user, headers } = await signedInUser();
    await addContacts(user.id, ["100% Cotton", "Percy", "snake_case", "Snake Case"]);
    await addTasks(user.id, ["Raise prices 5%", "Plain task", "fix_bug", "fix bug"]);
    const percent = (await post(headers, "%")).data;
    expect(find(percent, "contacts")!.results.map((result) => result.name)).toEqual(["100% Cotton"]);
    expect(find(percent, "tasks")!.results.map((result) => result.title)).toEqual(["Raise prices 5%"]);
    const underscore = (await post(headers, "e_c")).data;
    expect(find(underscore, "contacts")!.results.map((result) => result.name)).toEqual(["snake_case"]);
    expect(find(underscore, "tasks")).toBeUndefined();
    expect(find((await post(headers, "x_b")).data, "tasks")!.results.map((result) => result.title)).toEqual([
      "fix_bug",
    ]);
  });

  it("matches page titles in the request's language or in English and answers them translated", async () => {
    const { headers } = await signedInUser();
    const romanian = { ...headers, cookie: "NEXT_LOCALE=ro" };
    const translated = (await post(romanian, "setări")).data;
    expect(find(translated, "pages")!.results).toEqual([{ value: "Setări", title: "Setări", link: "/pages/settings" }]);
    expect(find((await post(romanian, "settings")).data, "pages")!.results).toEqual([
      { value: "Setări", title: "Setări", link: "/pages/settings" },
    ]);
    const turkish = { ...headers, cookie: "NEXT_LOCALE=tr" };
    expect(find((await post(turkish, "GÖREV")).data, "pages")!.results).toEqual([
      { value: "Görevler", title: "Görevler", link: "/apps/tasks" },
    ]);
  });
});

// The same title as above: split in two only to keep each block short.
describe("POST /api/common/search", () => {
  it("finds the vendors page only while ENABLE_VENDORS is on", async () => {
    const { headers } = await signedInUser();
    await setVendorsFlag(false);
    expect((await post(headers, "vendors")).data).toEqual([]);
    await setVendorsFlag(true);
    expect(find((await post(headers, "vendors")).data, "pages")!.results).toEqual([
      { value: "Vendors", title: "Vendors", link: "/pages/vendors" },
    ]);
    await setVendorsFlag(false);
  });

  it("never finds another user's contacts or tasks", async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    await addContacts(owner.user.id, ["Secret Person"]);
    await addTasks(owner.user.id, ["Secret plan"]);
    expect((await post(owner.headers, "secret")).data.map((group: SearchResultGroup) => group.id)).toEqual([
      "contacts",
      "tasks",
    ]);
    expect((await post(intruder.headers, "secret")).data).toEqual([]);
  });

  it("finds the active account's events first, and only that account's", async () => {
    const { user, headers } = await signedInUser();
    const other = await signedInUser();
    await seedPublishedEvent(user.id);
    const summit = await db.event.create({
      data: { ...personalEvent(user.id), slug: `summit-${user.id}`, title: "İstanbul Summit", status: "draft" },
      select: { id: true },
    });
    await db.event.create({
      data: { ...personalEvent(user.id), slug: `old-summit-${user.id}`, title: "Old Summit", status: "archived" },
    });
    await db.event.create({
      data: { ...personalEvent(other.user.id), slug: `their-summit-${user.id}`, title: "Their Summit" },
    });
    const vendor = await seedVendor(db, { name: "Summit Co", slug: `summit-co-${user.id}`, ownerId: user.id });
    await db.event.create({
      data: {
        ...personalEvent(user.id),
        accountKey: vendorAccountKey(vendor.id),
        userId: null,
        vendorId: vendor.id,
        slug: `vendor-summit-${user.id}`,
        title: "Vendor Summit",
      },
    });

    const groups = (await post(headers, "istanbul summit")).data;
    expect(groups.map((group: SearchResultGroup) => [group.id, group.label])).toEqual([["events", "Events"]]);
    expect(find(groups, "events")!.results).toEqual([
      { value: "İstanbul Summit", title: "İstanbul Summit", link: `/pages/events/${summit.id}` },
    ]);
    expect(find((await post(other.headers, "summit")).data, "events")!.results.map((result) => result.title)).toEqual([
      "Their Summit",
    ]);

    await setVendorsFlag(true);
    await db.user.update({ where: { id: user.id }, data: { activeVendorId: vendor.id } });
    expect(find((await post(headers, "summit")).data, "events")!.results.map((result) => result.title)).toEqual([
      "Vendor Summit",
    ]);
    await setVendorsFlag(false);
  });

  it("refuses bad input with 400", async () => {
    const { headers } = await signedInUser();
    for (const json of [{}, { query: 42 }, { query: null }, { query: "x".repeat(201) }, ["query"]]) {
      const { status, data } = await callRoute(search, { method: "POST", headers, json });
      expect({ json, status, code: data.error?.code }).toEqual({ json, status: 400, code: "invalid_request" });
    }
    expect((await callRoute(search, { method: "POST", headers, rawBody: "{query:" })).status).toBe(400);
    expect((await post(headers, "x".repeat(200))).status).toBe(200);
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(search, { method: "POST", json: { query: "set" } })).status).toBe(401);
  });
});

function personalEvent(userId: string) {
  const startsAt = new Date(Date.now() + 86_400_000);
  return {
    accountKey: personalAccountKey(userId),
    userId,
    title: "Event",
    timezone: "UTC",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    currency: "USD",
  };
}
