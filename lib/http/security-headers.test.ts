import {
  createNonce,
  pageContentSecurityPolicy,
  permissionsPolicy,
  servedOverHttps,
} from "@/lib/http/security-headers";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));

describe("the page's Content-Security-Policy", () => {
  it("limits scripts to the site and the request's nonce, and forbids framing, plugins and foreign bases", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "abc123" }));
    expect(policy["script-src"]).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(policy["object-src"]).toBe("object-src 'none'");
    expect(policy["base-uri"]).toBe("base-uri 'self'");
    expect(policy["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("for a page served from cache (no nonce): scripts from the site and inline ones, nothing else loosened", () => {
    const cached = directives(pageContentSecurityPolicy({ nonce: null }));
    const perRequest = directives(pageContentSecurityPolicy({ nonce: "abc123" }));
    expect(cached["script-src"]).toBe("script-src 'self' 'unsafe-inline'");
    for (const name of Object.keys(perRequest).filter((name) => name !== "script-src"))
      expect(cached[name]).toBe(perRequest[name]);
  });

  it("allows eval only in development, and upgrades requests only over https", () => {
    expect(pageContentSecurityPolicy({ nonce: "n", development: true })).toContain("'unsafe-eval'");
    expect(pageContentSecurityPolicy({ nonce: "n" })).not.toContain("unsafe-eval");
    expect(pageContentSecurityPolicy({ nonce: "n", https: true })).toContain("upgrade-insecure-requests");
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(atob([...nonces][0])).toHaveLength(16);
  });
});

describe("Permissions-Policy", () => {
  it("lets only the event screens (check-in) use the camera", () => {
    expect(permissionsPolicy("/pages/events/ev1")).toContain("camera=(self)");
    expect(permissionsPolicy("/pages/events")).toContain("camera=()");
    expect(permissionsPolicy("/p/event/spring-gala")).toContain("camera=()");
    expect(permissionsPolicy("/pages/dashboard")).toMatch(/microphone=\(\).*geolocation=\(\)/);
  });
});

describe("servedOverHttps", () => {
  it("believes the URL, or the proxy's x-forwarded-proto in front of it", () => {
    expect(servedOverHttps(new URL("https://h.example/"), new Headers())).toBe(true);
    expect(servedOverHttps(new URL("http://localhost/"), new Headers())).toBe(false);
    expect(servedOverHttps(new URL("http://localhost/"), new Headers({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(servedOverHttps(new URL("http://localhost/"), new Headers({ "x-forwarded-proto": "http, https" }))).toBe(
      false,
    );
  });
});
