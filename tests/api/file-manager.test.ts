import { db } from "@/lib/db";
import { GET as listFolder } from "@/app/api/file-manager/route";
import { seedFileManagerForUser } from "@/seed/demo/file-manager";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Item = { id: string; folderId: string | null; name: string; type: string; contents: string | null };

/** A fresh user with their own copy of the sample tree. */
async function userWithSampleFiles() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedFileManagerForUser(tx, signedIn.user.id));
  return signedIn;
}

const names = (items: Item[]) => items.map((item) => item.name);

async function open(headers: Record<string, string>, folderId?: string) {
  const url =
    folderId === undefined ? "/api/file-manager" : `/api/file-manager?folderId=${encodeURIComponent(folderId)}`;
  return callRoute(listFolder, { url, headers });
}

/** Opens folders one after the other by name, from the root; answers the last listing. */
async function openPath(headers: Record<string, string>, folderNames: string[]) {
  let listing = (await open(headers)).data;
  for (const name of folderNames) {
    const folder = (listing.folders as Item[]).find((item) => item.name === name);
    if (!folder) throw new Error(`no folder ${name} in ${names(listing.folders)}`);
    const answer = await open(headers, folder.id);
    expect(answer.status).toBe(200);
    listing = answer.data;
  }
  return listing;
}

describe("GET /api/file-manager", () => {
  it("needs a signed-in user", async () => {
    const { status, data } = await callRoute(listFolder, { url: "/api/file-manager" });
    expect(status).toBe(401);
    expect(data.error.code).toBe("unauthorized");
  });

  it("gives every new account 30 sample items, 7 of them at the root, nested three folders deep", async () => {
    const { user } = await userWithSampleFiles();
    expect(await db.fileManagerItem.count({ where: { userId: user.id } })).toBe(30);
    expect(await db.fileManagerItem.count({ where: { userId: user.id, folderId: null } })).toBe(7);
  });

  it('lists the root when folderId is missing, empty or "null": folders and files apart, each by name, and an empty path', async () => {
    const { headers } = await userWithSampleFiles();
    const missing = await open(headers);
    expect(missing.status).toBe(200);
    expect(names(missing.data.folders)).toEqual(["Contracts", "Event photos", "Finance", "Marketing"]);
    expect(names(missing.data.files)).toEqual(["Check-in procedures", "Guest list export", "Wi-Fi passwords"]);
    expect(missing.data.path).toEqual([]);
    expect((await open(headers, "null")).data).toEqual(missing.data);
    expect((await open(headers, "")).data).toEqual(missing.data);
  });

  it("answers items in the specification's shape, with a counted `contents` for folders only", async () => {
    const { headers } = await userWithSampleFiles();
    const { data } = await open(headers);
    const contracts = data.folders.find((item: Item) => item.name === "Contracts");
    expect(contracts).toEqual({
      id: expect.any(String),
      folderId: null,
      name: "Contracts",
      createdBy: "Jordan Ellis",
      createdAt: "2025-01-06T09:15:00.000Z",
      modifiedAt: "2025-03-18T16:40:00.000Z",
      size: "5.5 MB",
      type: "folder",
      // Venue agreements, Artist riders, Vendor terms.
      contents: "3 files",
      description: "Signed agreements with venues, artists and suppliers.",
    });
    const wifi = data.files.find((item: Item) => item.name === "Wi-Fi passwords");
    expect(wifi).toMatchObject({ type: "TXT", size: "1.2 KB", contents: null, folderId: null });
    for (const file of data.files) expect(["PDF", "XLS", "DOC", "TXT", "JPG"]).toContain(file.type);
  });

  it("answers the ancestor chain from the root down to the current folder at every depth", async () => {
    const { headers } = await userWithSampleFiles();

    const contracts = await openPath(headers, ["Contracts"]);
    expect(names(contracts.path)).toEqual(["Contracts"]);
    expect(names(contracts.folders)).toEqual(["Artist riders", "Venue agreements"]);
    expect(names(contracts.files)).toEqual(["Vendor terms"]);

    const venues = await openPath(headers, ["Contracts", "Venue agreements"]);
    expect(names(venues.path)).toEqual(["Contracts", "Venue agreements"]);
    expect(venues.path[1].folderId).toBe(venues.path[0].id);
    expect(names(venues.folders)).toEqual(["Insurance certificates"]);
    expect(names(venues.files)).toEqual(["Harbor Hall agreement", "Riverside Pavilion agreement"]);

    const insurance = await openPath(headers, ["Contracts", "Venue agreements", "Insurance certificates"]);
    expect(names(insurance.path)).toEqual(["Contracts", "Venue agreements", "Insurance certificates"]);
    expect(insurance.path[0].folderId).toBeNull();
    expect(insurance.path[2]).toMatchObject({ type: "folder", contents: "2 files", folderId: insurance.path[1].id });
    expect(insurance.folders).toEqual([]);
    expect(names(insurance.files)).toEqual(["Equipment cover", "Public liability certificate"]);
    for (const file of insurance.files) expect(file.folderId).toBe(insurance.path[2].id);
  });

  it("sorts names as a person reads them, not by bytes", async () => {
    const { user, headers } = await signedInUser();
    const file = (name: string) => ({
      userId: user.id,
      folderId: null,
      name,
      createdBy: "Test",
      size: "1 KB",
      type: "TXT",
    });
    await db.fileManagerItem.createMany({
      data: ["Zebra", "banana", "Éclair", "apple", "Cherry"]
        .map(file)
        .concat({ ...file("archive"), type: "folder" }, { ...file("Budgets"), type: "folder" }),
    });
    const { data } = await open(headers);
    expect(names(data.files)).toEqual(["apple", "banana", "Cherry", "Éclair", "Zebra"]);
    expect(names(data.folders)).toEqual(["archive", "Budgets"]);
    expect(data.folders[0].contents).toBe("0 files");
  });

  it("answers 404 for an unknown id and for a file's id", async () => {
    const { headers } = await userWithSampleFiles();
    const unknown = await open(headers, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.code).toBe("not_found");
    const root = await open(headers);
    expect((await open(headers, root.data.files[0].id)).status).toBe(404);
  });

  it("keeps each user's files to themselves: another user's folder is a 404 and their items never show", async () => {
    const owner = await userWithSampleFiles();
    const other = await userWithSampleFiles();
    const ownerContracts = await openPath(owner.headers, ["Contracts"]);
    const attempt = await open(other.headers, ownerContracts.path[0].id);
    expect(attempt.status).toBe(404);
    expect(attempt.data).toEqual({ error: { code: "not_found", message: expect.any(String) } });

    const ownerIds = new Set(
      (await db.fileManagerItem.findMany({ where: { userId: owner.user.id }, select: { id: true } })).map(
        ({ id }) => id,
      ),
    );
    const otherRoot = (await open(other.headers)).data;
    expect(otherRoot.folders.length + otherRoot.files.length).toBe(7);
    for (const item of [...otherRoot.folders, ...otherRoot.files]) expect(ownerIds.has(item.id)).toBe(false);
  });

  it("refuses an over-long folderId with 400", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await open(headers, "x".repeat(101));
    expect(status).toBe(400);
    expect(data.error.code).toBe("invalid_request");
    expect(data.error.issues[0].path).toEqual(["folderId"]);
  });
});
