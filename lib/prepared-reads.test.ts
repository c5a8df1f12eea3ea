import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { limitSql, parseJson, preparedStatementCount, readColumn, readRow, readRows } from "@/lib/prepared-reads";
import { seedUser } from "@/seed/factories";

// lib/prepared-reads.ts: `Prisma.sql` run as prepared statements, with dates and booleans read
// and bound as Prisma's SQLite adapter does, so its rows equal those of Prisma's reads.

describe("prepared reads", () => {
  it("reads a DATETIME column back as the Date Prisma wrote, and binds a Date as Prisma does", async () => {
    const user = await seedUser(db);
    const validFrom = new Date("2026-11-21T23:25:07.197Z");
    await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: validFrom } });
    const row = readRow<{ id: string; sessionsValidFrom: Date }>(
      Prisma.sql`SELECT "id", "sessionsValidFrom" FROM "User" WHERE "id" = ${user.id} AND "sessionsValidFrom" = ${validFrom}`,
    );
    expect(row).toEqual({ id: user.id, sessionsValidFrom: validFrom });
    expect(row?.sessionsValidFrom).toBeInstanceOf(Date);
    const viaPrisma = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { sessionsValidFrom: true } });
    expect(row?.sessionsValidFrom.toISOString()).toBe(viaPrisma.sessionsValidFrom.toISOString());
  });

  it("reads a BOOLEAN column as a boolean and binds booleans as 1/0", async () => {
    const user = await seedUser(db);
    const rows = readRows<{ yes: boolean }>(
      Prisma.sql`SELECT "notifyNewOrder" AS "yes" FROM "User" WHERE "id" = ${user.id} AND "notifyNewOrder" = ${true}`,
    );
    expect(rows).toEqual([{ yes: true }]);
  });

  it("prepares each SQL text once, whatever the values", async () => {
    const first = await seedUser(db);
    const second = await seedUser(db);
    const query = (id: string) => Prisma.sql`SELECT "email" FROM "User" WHERE "id" = ${id} -- reuse test`;
    readRow(query(first.id));
    const count = preparedStatementCount();
    expect(readRow<{ email: string }>(query(second.id))?.email).toBe(second.email);
    expect(readRow(query("nobody"))).toBeUndefined();
    expect(preparedStatementCount()).toBe(count);
  });

  it("sees writes made through Prisma at once", async () => {
    const user = await seedUser(db);
    const query = Prisma.sql`SELECT "displayName" FROM "User" WHERE "id" = ${user.id}`;
    await db.user.update({ where: { id: user.id }, data: { displayName: "Renamed" } });
    expect(readRow<{ displayName: string }>(query)?.displayName).toBe("Renamed");
  });

  it("writes a page size into the SQL as a constant, and refuses anything but a page size", async () => {
    const users = [await seedUser(db), await seedUser(db), await seedUser(db)];
    const ids = users.map((user) => user.id).sort();
    const page = (offset: number) =>
      readColumn<string>(
        Prisma.sql`SELECT "id" FROM "User" WHERE "id" IN (${Prisma.join(ids)}) ORDER BY "id" LIMIT ${limitSql(2)} OFFSET ${offset}`,
      );
    expect(page(0)).toEqual(ids.slice(0, 2));
    expect(page(2)).toEqual(ids.slice(2));
    expect(limitSql(50).sql).toBe("50");
    for (const bad of [0, -1, 1.5, Number.NaN, 1001, Number.MAX_SAFE_INTEGER + 2])
      expect(() => limitSql(bad)).toThrow(RangeError);
  });

  it("parses JSON columns and keeps null", () => {
    expect(parseJson<number[]>("[1,2]")).toEqual([1, 2]);
    expect(parseJson(null)).toBeNull();
  });
});
