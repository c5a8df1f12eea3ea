import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { signUpUser } from "@/lib/auth/sign-up";
import { insertRows } from "@/seed/demo/insert-rows";
import { provisionDemoData } from "@/seed/demo/provision";

// The sample rows' multi-row INSERTs (seed/demo/insert-rows.ts) against Prisma's createMany: the
// same rows read back the same, defaults included; and a sign-up that fails after copying the
// sample data leaves none of it behind.

async function newUser() {
  const id = randomUUID();
  await db.user.create({
    data: { id, email: `rows-${id}@example.test`, firstName: "Rows", displayName: "Rows", passwordHash: "-" },
  });
  return id;
}

const STAMP = new Date("2026-05-04T03:02:01.123Z");

const contacts = (userId: string) => [
  { userId, name: "Ada", nameSearch: "ada", emails: '["a@example.org"]', birthday: STAMP, notes: "It's 'quoted'" },
  { userId, name: "Bo", nameSearch: "bo", avatar: null, title: "Chief", address: undefined },
];
const notices = (userId: string) => [
  { userId, kind: "notification", title: "Hi", useRouter: true, read: false },
  { userId, kind: "message", time: STAMP, seen: true },
];
const notes = (userId: string) => [
  { userId, title: "One", archived: true, reminder: STAMP, updatedAt: null },
  { userId, content: "Two", tasks: "[]" },
];

/** What a user's rows read back as, without what differs between two users (ids, stamps of now). */
async function readBack(userId: string) {
  const strip = <T extends Record<string, unknown>>(rows: T[], stamped: string[]) =>
    rows.map((row) => {
      const kept: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (key === "id" || key === "userId") expect(typeof value).toBe("string");
        else if (stamped.includes(key) && value !== null && +(value as Date) !== +STAMP) {
          expect(value).toBeInstanceOf(Date);
          expect(Math.abs(Date.now() - +(value as Date))).toBeLessThan(60_000);
        } else kept[key] = value;
      }
      return kept;
    });
  return {
    contacts: strip(await db.contact.findMany({ where: { userId }, orderBy: { name: "asc" } }), [
      "createdAt",
      "updatedAt",
    ]),
    notices: strip(await db.shellNotice.findMany({ where: { userId }, orderBy: { kind: "asc" } }), ["time"]),
    notes: strip(await db.note.findMany({ where: { userId }, orderBy: { title: "asc" } }), ["createdAt"]),
  };
}

afterAll(() => db.$disconnect());

it("writes rows that read back as createMany's do, with Prisma's and the database's defaults", async () => {
  const [viaPrisma, viaInsert] = [await newUser(), await newUser()];
  await db.$transaction(async (tx) => {
    await tx.contact.createMany({ data: contacts(viaPrisma) });
    await tx.shellNotice.createMany({ data: notices(viaPrisma) });
    await tx.note.createMany({ data: notes(viaPrisma) });
  });
  await db.$transaction(async (tx) => {
    await insertRows(tx, "Contact", { data: contacts(viaInsert) });
    await insertRows(tx, "ShellNotice", { data: notices(viaInsert) });
    await insertRows(tx, "Note", { data: notes(viaInsert) });
  });
  const expected = await readBack(viaPrisma);
  expect(expected.contacts).toHaveLength(2);
  expect(await readBack(viaInsert)).toEqual(expected);
});

it("splits a table's rows over statements under SQLite's limit of bound values", async () => {
  const userId = await newUser();
  const many = Array.from({ length: 4_000 }, (_, index) => ({ userId, name: `N${index}`, nameSearch: `n${index}` }));
  await db.$transaction((tx) => insertRows(tx, "Contact", { data: many }));
  expect(await db.contact.count({ where: { userId } })).toBe(4_000);
});

it("leaves nothing of the sample data behind when the sign-up fails after copying it", async () => {
  const email = `failed-${randomUUID()}@example.test`;
  let madeId = "";
  await expect(
    signUpUser(
      { name: "Failed Sign Up", email, password: "Secret123!secret", agreements: true, company: "", language: "en" },
      async (tx, userId) => {
        madeId = userId;
        await provisionDemoData(tx, userId);
        expect(await tx.mailboxMail.count({ where: { userId } })).toBeGreaterThan(0);
        throw new Error("provisioning failed");
      },
    ),
  ).rejects.toThrow("provisioning failed");
  expect(madeId).not.toBe("");
  expect(await db.user.count({ where: { email } })).toBe(0);
  const left = await Promise.all([
    db.contact.count({ where: { userId: madeId } }),
    db.mailboxMail.count({ where: { userId: madeId } }),
    db.task.count({ where: { userId: madeId } }),
    db.scrumboardCard.count({ where: { userId: madeId } }),
    db.chatConversation.count({ where: { userId: madeId } }),
    db.inventoryProduct.count({ where: { userId: madeId } }),
  ]);
  expect(left).toEqual([0, 0, 0, 0, 0, 0]);
});
