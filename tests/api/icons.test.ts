import * as shortcuts from "@/app/api/common/shortcuts/route";
import { GET as iconRoute } from "@/app/icons/[namespace]/[name]/route";
import { db } from "@/lib/db";
import { SHORTCUT_ICON_SUGGESTIONS } from "@/lib/icons/suggestions";
import { iconSvg, isKnownIcon } from "@/lib/icons/svg";
import { seedShellForUser } from "@/seed/demo/shell";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

const icon = (namespace: string, name: string, headers: Record<string, string> = {}) =>
  callRoute(iconRoute as Parameters<typeof callRoute>[0], { params: { namespace, name }, headers });

describe("iconSvg (the icon registry)", () => {
  it("resolves a known icon of every namespace to an SVG document", async () => {
    for (const name of [
      "home",
      "mat_twotone:home",
      "mat_outline:payments",
      "mat_solid:delete",
      "feather:arrow-left",
      "heroicons_outline:academic-cap",
      "heroicons_solid:academic-cap",
      "heroicons_mini:academic-cap",
      "brands:google",
      "brands:facebook",
      "brands:apple",
    ]) {
      const svg = await iconSvg(name);
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<\/svg>$/);
    }
  });

  it("renders Material icons from the package's component, as plain paths without styles", async () => {
    const svg = (await iconSvg("account_box"))!;
    // Twotone: the light part keeps its opacity, so the mask draws it lighter.
    expect(svg).toContain('opacity=".3"');
    expect(svg).not.toMatch(/class=|style=|data-testid|MuiSvgIcon/);
    expect(await iconSvg("mat_solid:account_box")).not.toContain("opacity");
    expect(await iconSvg("mat_outline:home")).not.toBe(await iconSvg("mat_solid:home"));
    // Circles and React's camel-cased props come out as SVG elements and attributes.
    expect(await iconSvg("mat_solid:accessible")).toMatch(/<circle cx="[\d.]+" cy="[\d.]+" r="[\d.]+"\/>/);
    expect(await iconSvg("alternate_email")).toContain('fill-opacity=".9"');
  });

  it("answers null for unknown names, unknown namespaces and anything path-like", async () => {
    for (const name of [
      "feather:not-an-icon",
      "mat_outline:not_an_icon",
      "heroicons_mini:arrow-left-twice",
      "brands:twitter",
      "iconsmind:star",
      "feather:../../package",
      "../../../package.json",
      "feather:..%2Fpackage",
      "mat_solid:constructor",
      "mat_solid:__proto__",
      "",
    ]) {
      expect(await iconSvg(name)).toBeNull();
    }
    expect(await isKnownIcon("feather:arrow-left")).toBe(true);
    expect(await isKnownIcon("feather:arrow-lefty")).toBe(false);
  });
});

describe("GET /icons/{namespace}/{name}.svg", () => {
  it("serves the icon as a cacheable SVG image", async () => {
    const { status, data, headers } = await icon("feather", "arrow-left.svg");
    expect(status).toBe(200);
    expect(data).toContain("<svg");
    expect(headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("content-security-policy")).toContain("default-src 'none'");
    const etag = headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await icon("feather", "arrow-left.svg", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.data).toBeNull();
  });

  it("serves bare (Material Twotone) names under mat_twotone", async () => {
    const { status, data } = await icon("mat_twotone", "payments.svg");
    expect(status).toBe(200);
    expect(data).toBe(await iconSvg("payments"));
  });

  it("answers 404 for an unknown icon, namespace or file type", async () => {
    for (const [namespace, name] of [
      ["feather", "not-an-icon.svg"],
      ["feather", "arrow-left"],
      ["feather", "arrow-left.png"],
      ["nope", "arrow-left.svg"],
      ["feather", "..%2F..%2Fpackage.json.svg"],
      ["brands", "twitter.svg"],
    ]) {
      expect((await icon(namespace, name)).status).toBe(404);
    }
  });
});

describe("a shortcut's icon", () => {
  it("is a name of the registry: an unknown one is a 400 at the icon field, and nothing is written", async () => {
    const { headers, user } = await signedInUser();
    const shortcut = { label: "Docs", description: null, icon: "feather:book-open", link: "/docs", useRouter: true };
    const created = await callRoute(shortcuts.POST, { method: "POST", headers, json: { shortcut } });
    expect(created.status).toBe(200);
    expect(created.data.icon).toBe("feather:book-open");

    for (const icon of ["feather:book-closed", "mat_outline:not_an_icon", "iconsmind:book", "../book", "x"]) {
      const refused = await callRoute(shortcuts.POST, {
        method: "POST",
        headers,
        json: { shortcut: { ...shortcut, icon } },
      });
      expect(refused.status).toBe(400);
      expect(refused.data.error.issues).toEqual([
        { path: ["shortcut", "icon"], code: "unknown_icon", message: "Choose an icon from the Icons pages." },
      ]);
      const edited = await callRoute(shortcuts.PATCH, {
        method: "PATCH",
        headers,
        json: { id: created.data.id, shortcut: { ...shortcut, icon } },
      });
      expect(edited.status).toBe(400);
    }
    expect(await db.shellShortcut.findMany({ where: { userId: user.id }, select: { icon: true } })).toEqual([
      { icon: "feather:book-open" },
    ]);
  });

  it("the form's suggestions and the seeded shell data name icons of the registry", async () => {
    const { user } = await signedInUser();
    await db.$transaction((tx) => seedShellForUser(tx, user.id));
    const seeded = [
      ...(await db.shellShortcut.findMany({ where: { userId: user.id } })),
      ...(await db.shellNotice.findMany({ where: { userId: user.id, icon: { not: null } } })),
    ].map((row) => row.icon!);
    expect(seeded.length).toBeGreaterThan(5);
    for (const name of [...SHORTCUT_ICON_SUGGESTIONS, ...seeded]) {
      expect([name, await isKnownIcon(name)]).toEqual([name, true]);
    }
  });
});
