import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { POST as upload } from "@/app/api/uploads/route";
import { signedInUser } from "@/tests/helpers/auth";

// Finding (issue #14, Data): "Uploads: a quota per user (e.g. 50 MB) and per file." Over the quota
// an upload is a 413 `upload_quota_exceeded` and nothing is stored, also when uploads race.

/** A PNG of exactly `size` bytes: the signature, then padding (only the first bytes are sniffed). */
function png(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

async function post(headers: Record<string, string>, bytes: Buffer) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "cover.png");
  const request = new NextRequest(new URL("/api/uploads", "http://localhost:3999"), {
    method: "POST",
    body: form,
    headers,
  });
  const response = await upload(request, { params: Promise.resolve({}) });
  return { status: response.status, data: await response.json() };
}

describe("uploads: a quota per user and per file", () => {
  const saved = process.env.UPLOAD_QUOTA_BYTES;
  beforeEach(() => {
    process.env.UPLOAD_QUOTA_BYTES = "10000";
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.UPLOAD_QUOTA_BYTES;
    else process.env.UPLOAD_QUOTA_BYTES = saved;
  });

  it("stores uploads up to the quota, then answers 413 upload_quota_exceeded and stores nothing", async () => {
    const { user, headers } = await signedInUser();
    const first = await post(headers, png(6000));
    expect(first.status).toBe(201);
    const stored = await db.upload.findUniqueOrThrow({ where: { id: first.data.upload.id } });
    expect(stored).toMatchObject({ userId: user.id, size: 6000 });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const over = await post(headers, png(4001));
    expect(over.status).toBe(413);
    expect(over.data.error.code).toBe("upload_quota_exceeded");
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(1);

    // Exactly up to the quota is still fine; another user has a quota of their own.
    expect((await post(headers, png(4000))).status).toBe(201);
    const other = await signedInUser();
    expect((await post(other.headers, png(6000))).status).toBe(201);
    expect((await db.upload.aggregate({ where: { userId: user.id }, _sum: { size: true } }))._sum.size).toBe(10000);
  });

  it("lets only one of two concurrent uploads through when both together go past the quota", async () => {
    const { user, headers } = await signedInUser();
    const answers = await Promise.all([post(headers, png(6000)), post(headers, png(6000))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(1);
  });

  it("keeps the 5 MB limit per file", async () => {
    process.env.UPLOAD_QUOTA_BYTES = String(100 * 1024 * 1024);
    const { user, headers } = await signedInUser();
    const { status } = await post(headers, png(5 * 1024 * 1024 + 1));
    expect(status).toBe(400);
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(0);
  });
});
