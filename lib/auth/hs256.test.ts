import { createHmac } from "node:crypto";
import { SignJWT, type JWTHeaderParameters, type JWTPayload } from "jose";
import { verifyHs256 } from "@/lib/auth/hs256";

// The bearer tokens' verification without jose: what jose would accept is accepted, and every
// forged, altered or out-of-window token is refused.

const SECRET = "hs256-test-secret-0123456789abcdef0123456789";
const NOW = 1_900_000_000;

function sign(payload: JWTPayload, header: JWTHeaderParameters = { alg: "HS256", typ: "JWT" }, secret = SECRET) {
  return new SignJWT(payload).setProtectedHeader(header).sign(new TextEncoder().encode(secret));
}

/** A token whose parts are exactly these JSON texts, signed with HMAC-SHA256 (what jose would not make). */
function handMade(header: unknown, payload: unknown, secret = SECRET) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const signed = `${encode(header)}.${encode(payload)}`;
  return `${signed}.${createHmac("sha256", secret).update(signed).digest("base64url")}`;
}

describe("verifyHs256", () => {
  it("gives back the payload of a token jose signed with the secret", async () => {
    const token = await sign({ sub: "user-1", iat: NOW - 10, exp: NOW + 60, sid: "s" });
    expect(verifyHs256(token, SECRET, NOW)).toEqual({ sub: "user-1", iat: NOW - 10, exp: NOW + 60, sid: "s" });
  });

  it("refuses another secret's signature, an altered payload and an altered signature", async () => {
    const token = await sign({ sub: "user-1", exp: NOW + 60 });
    expect(verifyHs256(token, "another-secret-0123456789abcdef0123456789", NOW)).toBeNull();
    const [header, , signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ sub: "admin", exp: NOW + 60 })).toString("base64url");
    expect(verifyHs256(`${header}.${otherPayload}.${signature}`, SECRET, NOW)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.at(-2) === "A" ? "B" : "A") + signature.at(-1);
    expect(verifyHs256(`${token.slice(0, token.lastIndexOf("."))}.${flipped}`, SECRET, NOW)).toBeNull();
  });

  it("refuses a signature in a non-canonical encoding (padding, standard base64)", async () => {
    const token = await sign({ sub: "user-1", exp: NOW + 60 });
    expect(verifyHs256(`${token}=`, SECRET, NOW)).toBeNull();
    const [header, payload, signature] = token.split(".");
    const standard = Buffer.from(signature, "base64url").toString("base64");
    if (standard !== signature) expect(verifyHs256(`${header}.${payload}.${standard}`, SECRET, NOW)).toBeNull();
  });

  it("refuses other algorithms, none, and critical extensions, even when the HMAC matches", async () => {
    expect(verifyHs256(handMade({ alg: "none" }, { sub: "u", exp: NOW + 60 }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: "HS512" }, { sub: "u", exp: NOW + 60 }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: "HS256", crit: ["b64"], b64: false }, { sub: "u" }), SECRET, NOW)).toBeNull();
    expect(
      verifyHs256(`${handMade({ alg: "HS256" }, { sub: "u" }).split(".").slice(0, 2).join(".")}.`, SECRET, NOW),
    ).toBeNull();
    const hs512 = await sign({ sub: "u", exp: NOW + 60 }, { alg: "HS512" });
    expect(verifyHs256(hs512, SECRET, NOW)).toBeNull();
  });

  it("checks the time claims as jose does: expired at exp, not yet valid before nbf, numbers only", () => {
    expect(verifyHs256(handMade({ alg: "HS256" }, { exp: NOW }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: "HS256" }, { exp: NOW + 1 }), SECRET, NOW)).toEqual({ exp: NOW + 1 });
    expect(verifyHs256(handMade({ alg: "HS256" }, { nbf: NOW + 1 }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: "HS256" }, { nbf: NOW }), SECRET, NOW)).toEqual({ nbf: NOW });
    expect(verifyHs256(handMade({ alg: "HS256" }, { exp: String(NOW + 60) }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: "HS256" }, { iat: "yesterday" }), SECRET, NOW)).toBeNull();
  });

  it("refuses malformed tokens: too few or many parts, parts that are not JSON objects", () => {
    expect(verifyHs256("", SECRET, NOW)).toBeNull();
    expect(verifyHs256("a.b", SECRET, NOW)).toBeNull();
    expect(verifyHs256("a.b.c.d", SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: "HS256" }, ["sub"]), SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade({ alg: "HS256" }, null), SECRET, NOW)).toBeNull();
    expect(verifyHs256(handMade("HS256", { sub: "u" }), SECRET, NOW)).toBeNull();
    const notJson = Buffer.from("not json").toString("base64url");
    const signed = `${Buffer.from('{"alg":"HS256"}').toString("base64url")}.${notJson}`;
    const token = `${signed}.${createHmac("sha256", SECRET).update(signed).digest("base64url")}`;
    expect(verifyHs256(token, SECRET, NOW)).toBeNull();
  });
});
