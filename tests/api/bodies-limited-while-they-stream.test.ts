import { NextRequest } from "next/server";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { POST as createNotification } from "@/app/api/common/notifications/route";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import { POST as upload } from "@/app/api/uploads/route";
import { MAX_JSON_BODY_BYTES } from "@/lib/api/route";
import { UPLOAD_MAX_BYTES } from "@/lib/uploads/schema";
import { withFakeStripe } from "@/tests/helpers/fake-stripe";
import { signedInUser } from "@/tests/helpers/auth";

// Issue #14, "Request bodies are read whole before the 1 MB check": a chunked body without
// Content-Length is counted while it streams and refused (413) once past the limit, the rest unread.

const SECRET = "whsec_test_secret_for_stream_limits";
withFakeStripe(SECRET);

const CHUNK_BYTES = 64 * 1024;
const CHUNKS = 400; // 25 MB on offer, far past every limit

/** A body that hands out `CHUNKS` chunks on demand and counts how many were pulled. */
function countedStream() {
  const counter = { pulls: 0, finished: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulls += 1;
        if (counter.pulls > CHUNKS) {
          counter.finished = true;
          controller.close();
        } else controller.enqueue(new Uint8Array(CHUNK_BYTES).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function send(handler: Handler, path: string, body: BodyInit, headers: Record<string, string>) {
  const request = new NextRequest(new URL(path, "http://localhost:3999"), {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as NonNullable<ConstructorParameters<typeof NextRequest>[1]>);
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, data: await response.json() };
}

const pullsWithinLimit = (limit: number) => Math.ceil(limit / CHUNK_BYTES) + 2;

describe("Bodies limited while they stream", () => {
  it("answers 413 to a chunked JSON body past 1 MB without reading it to its end, and writes nothing", async () => {
    const { user, headers } = await signedInUser();
    const { stream, counter } = countedStream();
    const answer = await send(createNotification, "/api/common/notifications", stream, {
      ...headers,
      "content-type": "application/json",
    });
    expect(answer).toEqual({ status: 413, data: { error: expect.objectContaining({ code: "payload_too_large" }) } });
    expect(counter.finished).toBe(false);
    expect(counter.pulls).toBeLessThanOrEqual(pullsWithinLimit(MAX_JSON_BODY_BYTES));
    expect(await db.shellNotice.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 413 at once to a declared Content-Length past the limit, reading nothing", async () => {
    const { headers } = await signedInUser();
    const { stream, counter } = countedStream();
    const answer = await send(createNotification, "/api/common/notifications", stream, {
      ...headers,
      "content-type": "application/json",
      "content-length": String(MAX_JSON_BODY_BYTES + 1),
    });
    expect(answer.status).toBe(413);
    expect(answer.data.error.code).toBe("payload_too_large");
    expect(counter.pulls).toBe(0);
  });

  it("still reads a JSON body under the limit", async () => {
    const { user, headers } = await signedInUser();
    const body = JSON.stringify({ notification: { title: "Hello", image: "x".repeat(150_000) } });
    const answer = await send(createNotification, "/api/common/notifications", body, {
      ...headers,
      "content-type": "application/json",
    });
    expect(answer.status).toBe(200);
    expect(await db.shellNotice.count({ where: { userId: user.id } })).toBe(1);
  });

  it("the Stripe webhook: 413 for a chunked body past the limit, unread; a signed body under it is verified over its raw bytes", async () => {
    const { stream, counter } = countedStream();
    const tooLarge = await send(webhook, "/api/payments/stripe/webhook", stream, { "stripe-signature": "t=1,v1=x" });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.data.error.code).toBe("payload_too_large");
    expect(counter.finished).toBe(false);
    expect(counter.pulls).toBeLessThanOrEqual(pullsWithinLimit(MAX_JSON_BODY_BYTES));

    const id = `evt_stream_${process.pid}_${Date.now().toString(36)}`;
    const payload = JSON.stringify({
      id,
      object: "event",
      type: "customer.created",
      data: { object: { name: "Zoë 🎟" } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const accepted = await send(webhook, "/api/payments/stripe/webhook", payload, { "stripe-signature": signature });
    expect(accepted).toEqual({ status: 200, data: { received: true } });
  });

  it("uploads: 413 for a chunked multipart body past the limit, unread; a small image is still stored", async () => {
    const { user, headers } = await signedInUser();
    const { stream, counter } = countedStream();
    const tooLarge = await send(upload, "/api/uploads", stream, {
      ...headers,
      "content-type": "multipart/form-data; boundary=----hostdeck",
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.data.error.code).toBe("payload_too_large");
    expect(counter.finished).toBe(false);
    expect(counter.pulls).toBeLessThanOrEqual(pullsWithinLimit(UPLOAD_MAX_BYTES + 64 * 1024));
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(0);

    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    const form = new FormData();
    form.set("file", new Blob([png], { type: "image/png" }), "cover.png");
    const stored = await send(upload, "/api/uploads", form, headers);
    expect(stored.status).toBe(201);
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(1);
  });
});
