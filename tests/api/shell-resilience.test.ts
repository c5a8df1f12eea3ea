import { db } from "@/lib/db";
import { loadShellData, shellLoaders, type ShellLoaders, type ShellPart } from "@/lib/shell/shell-data";
import { seedChatForUser } from "@/seed/demo/chat";
import { seedShellForUser } from "@/seed/demo/shell";
import { seedUser, seedVendor } from "@/seed/factories";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";

// The main layout's data (lib/shell/shell-data.ts): a part whose loader fails shows its empty
// value and is named in `failed`; every other part still loads — the specification's "Vendor
// list fails → the list becomes empty" instead of a shell that does not render at all.

let userId: string;
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  const user = await seedUser(db, { firstName: "Shell", lastName: "Resilience" });
  userId = user.id;
  await db.$transaction(async (tx) => {
    await seedShellForUser(tx, userId);
    await seedChatForUser(tx, userId);
  });
  await seedVendor(db, { name: "Resilient Events", slug: `resilient-${process.pid}-${Date.now()}`, ownerId: userId });
});

beforeEach(async () => {
  await setVendorsFlag(true);
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => consoleError.mockRestore());

const productIds = (data: Awaited<ReturnType<typeof loadShellData>>) => data.navigation.product.map((item) => item.id);

describe("loadShellData", () => {
  it("reads every part when nothing fails", async () => {
    const data = await loadShellData(userId);
    expect(data.failed).toEqual([]);
    expect(data.isVendorsEnabled).toBe(true);
    expect(data.vendors).toEqual([expect.objectContaining({ name: "Resilient Events", role: "owner" })]);
    expect(productIds(data)).toContain("vendors");
    for (const part of ["messages", "notifications", "shortcuts", "chats"] as const)
      expect(data[part].length).toBeGreaterThan(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("resolves with an empty vendor list, and everything else, when the vendor query fails in the database", async () => {
    const healthy = await loadShellData(userId);
    // A real failing query (no such table), not a mocked client.
    const vendors: ShellLoaders["vendors"] = () => db.$queryRaw`SELECT * FROM "NoSuchVendorTable"`;
    const data = await loadShellData(userId, { ...shellLoaders, vendors });
    expect(data.vendors).toEqual([]);
    expect(data.failed).toEqual(["vendors"]);
    expect(data).toEqual({ ...healthy, vendors: [], failed: ["vendors"] });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("vendors"), expect.anything());
  });

  const failing = () => Promise.reject(new Error("the database is away"));

  it.each(["messages", "notifications", "shortcuts", "chats"] as const)(
    "shows %s empty, and everything else, when its loader fails",
    async (part) => {
      const healthy = await loadShellData(userId);
      const data = await loadShellData(userId, { ...shellLoaders, [part]: failing });
      expect(data[part]).toEqual([]);
      expect(data).toEqual({ ...healthy, [part]: [], failed: [part] });
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(part), expect.any(Error));
    },
  );

  it("counts the vendors flag as off when it cannot be read: no vendor navigation, the rest unchanged", async () => {
    const healthy = await loadShellData(userId);
    const data = await loadShellData(userId, { ...shellLoaders, vendorsFlag: failing });
    expect(data.isVendorsEnabled).toBe(false);
    expect(data.failed).toEqual(["vendorsFlag"]);
    expect(productIds(data)).not.toContain("vendors");
    expect(productIds(data)).toEqual(productIds(healthy).filter((id) => id !== "vendors"));
    expect({ ...data, navigation: undefined, isVendorsEnabled: undefined, failed: undefined }).toEqual({
      ...healthy,
      navigation: undefined,
      isVendorsEnabled: undefined,
      failed: undefined,
    });
  });

  it("still resolves when every loader fails, including one that throws before returning a promise", async () => {
    const throwsAtOnce = () => {
      throw new Error("synchronous");
    };
    const everyFailing: ShellLoaders = {
      vendorsFlag: failing,
      vendors: throwsAtOnce,
      messages: failing,
      notifications: throwsAtOnce,
      shortcuts: failing,
      chats: failing,
    };
    const data = await loadShellData(userId, everyFailing);
    expect(data).toMatchObject({
      isVendorsEnabled: false,
      vendors: [],
      messages: [],
      notifications: [],
      shortcuts: [],
      chats: [],
    });
    expect(data.failed).toEqual(
      (["chats", "messages", "notifications", "shortcuts", "vendors", "vendorsFlag"] satisfies ShellPart[]).sort(),
    );
    expect(consoleError).toHaveBeenCalledTimes(6);
  });

  it("starts every loader before any has answered (the parts load in parallel)", async () => {
    const started: string[] = [];
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const waiting =
      <T>(part: string, value: T) =>
      async () => {
        started.push(part);
        await gate;
        return value;
      };
    const pending = loadShellData(userId, {
      vendorsFlag: waiting("vendorsFlag", false),
      vendors: waiting("vendors", []),
      messages: waiting("messages", []),
      notifications: waiting("notifications", []),
      shortcuts: waiting("shortcuts", []),
      chats: waiting("chats", []),
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.sort()).toEqual(["chats", "messages", "notifications", "shortcuts", "vendors", "vendorsFlag"]);
    open();
    expect((await pending).failed).toEqual([]);
  });
});
