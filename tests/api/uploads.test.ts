import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { POST as upload } from "@/app/api/uploads/route";
import { GET as serve } from "@/app/api/uploads/[id]/route";
import { sniffImageType } from "@/lib/uploads/uploads";
import { seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function post(headers: Record<string, string>, file?: { bytes: Uint8Array; type: string; name?: string }) {
  const form = new FormData();
  if (file) form.set("file", new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name ?? "cover.png");
  const request = new NextRequest(new URL("/api/uploads", "http://localhost:3999"), {
    method: "POST",
    body: form,
    headers,
  });
  const response = await upload(request, { params: Promise.resolve({}) });
  return { status: response.status, data: await response.json() };
}

describe("POST /api/uploads and GET /api/uploads/{id}", () => {
  it("stores a cover image for the active account and serves it publicly, cached for good", async () => {
    const { user, headers } = await signedInUser();
    const { status, data } = await post(headers, { bytes: PNG, type: "image/png" });
    expect(status).toBe(201);
    expect(data.upload).toMatchObject({ mimeType: "image/png", size: PNG.byteLength });
    expect(data.upload.url).toBe(`/api/uploads/${data.upload.id}`);
    expect((await db.upload.findUniqueOrThrow({ where: { id: data.upload.id } })).accountKey).toBe(`user:${user.id}`);

    const served = await serve(new NextRequest(new URL(data.upload.url, "http://localhost:3999")), {
      params: Promise.resolve({ id: data.upload.id }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("refuses what is not a small raster image, and writes nothing", async () => {
    const { user, headers } = await signedInUser();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      undefined,
      { bytes: svg, type: "image/svg+xml" },
      { bytes: new TextEncoder().encode("not really a png"), type: "image/png" },
      { bytes: new Uint8Array(), type: "image/png" },
      { bytes: new Uint8Array(5 * 1024 * 1024 + 1), type: "image/png" },
    ]) {
      const { status, data } = await post(headers, file);
      expect({ status, code: data.error.code }).toEqual({ status: 400, code: "invalid_request" });
    }
    const notMultipart = await callRoute(upload, { method: "POST", json: { file: "x" }, headers });
    expect(notMultipart.status).toBe(400);
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(0);
  });

  it("needs a signed-in manager of the account", async () => {
    expect((await post({}, { bytes: PNG, type: "image/png" })).status).toBe(401);
    const owner = await signedInUser();
    const staff = await signedInUser();
    const vendor = await seedVendor(db, {
      name: "Crew",
      slug: `crew-${Date.now().toString(36)}`,
      ownerId: owner.user.id,
    });
    await db.vendorMember.create({ data: { vendorId: vendor.id, userId: staff.user.id, role: "staff" } });
    const before = await db.featureFlag.findUnique({ where: { key: "ENABLE_VENDORS" } });
    await db.featureFlag.upsert({
      where: { key: "ENABLE_VENDORS" },
      create: { key: "ENABLE_VENDORS", enabled: true },
      update: { enabled: true },
    });
    await db.user.update({ where: { id: staff.user.id }, data: { activeVendorId: vendor.id } });
    expect((await post(staff.headers, { bytes: PNG, type: "image/png" })).status).toBe(403);
    await db.featureFlag.update({ where: { key: "ENABLE_VENDORS" }, data: { enabled: before?.enabled ?? false } });
  });

  it("answers 404 for an unknown image", async () => {
    const response = await serve(new NextRequest(new URL("/api/uploads/nope", "http://localhost:3999")), {
      params: Promise.resolve({ id: "nope" }),
    });
    expect(response.status).toBe(404);
  });

  it("knows images by their first bytes", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBe("image/gif");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("\0\0\0\x1cftypavif"))).toBe("image/avif");
    expect(sniffImageType(new TextEncoder().encode("<svg"))).toBeNull();
  });
});
