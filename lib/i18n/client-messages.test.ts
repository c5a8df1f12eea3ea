import fs from "node:fs";
import path from "node:path";
import { CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";

// A client component reading a namespace its route group does not send would show raw keys.
// This reads the sources of each group's client components and checks their namespaces are sent.

function namespacesUsedIn(folders: string[]): Set<string> {
  const used = new Set<string>();
  const visit = (file: string) => {
    if (fs.statSync(file).isDirectory()) return fs.readdirSync(file).forEach((entry) => visit(path.join(file, entry)));
    if (!/\.tsx?$/.test(file) || file.endsWith(".test.ts")) return;
    const source = fs.readFileSync(file, "utf8");
    if (!source.includes('"use client"') && !file.includes(`${path.sep}ui${path.sep}`)) return;
    for (const [, namespace] of source.matchAll(/useTranslations\("([a-zA-Z]+)/g)) used.add(namespace);
  };
  folders.forEach((folder) => visit(path.join(process.cwd(), folder)));
  return used;
}

/**
 * The files of components/vendors that public pages render (the vendor sign-up form, the
 * invitation's accept button), found by following their imports from app/(site)/(public): the rest of
 * that folder is the signed-in vendors screen, which gets every namespace.
 */
function publicVendorFiles(): string[] {
  const found = new Set<string>();
  const follow = (file: string) => {
    if (fs.statSync(file).isDirectory()) return fs.readdirSync(file).forEach((entry) => follow(path.join(file, entry)));
    if (!/\.tsx?$/.test(file)) return;
    for (const [, name] of fs.readFileSync(file, "utf8").matchAll(/from "@\/components\/vendors\/([\w-]+)"/g)) {
      const target = ["tsx", "ts"]
        .map((ext) => path.join("components", "vendors", `${name}.${ext}`))
        .find((candidate) => fs.existsSync(path.join(process.cwd(), candidate)));
      if (target && !found.has(target)) {
        found.add(target);
        follow(path.join(process.cwd(), target));
      }
    }
  };
  follow(path.join(process.cwd(), "app/(site)/(public)"));
  return [...found].sort();
}

describe("the messages each route group sends to the browser", () => {
  it.each([
    ["root", ["components/ui", "components/providers", "components/errors"]],
    [
      "public",
      [
        "components/public",
        "components/orders",
        ...publicVendorFiles(),
        "components/forms",
        "components/ui",
        "app/(site)/(public)",
        "app/[locale]",
      ],
    ],
    ["auth", ["components/auth", "components/forms", "components/ui", "app/(site)/(guest)", "app/(site)/(signed-in)"]],
  ] as const)("%s: every namespace its client components read", (group, folders) => {
    const sent = new Set<string>(CLIENT_NAMESPACES[group]);
    const missing = [...namespacesUsedIn([...folders])].filter((namespace) => !sent.has(namespace));
    expect(missing).toEqual([]);
  });
});
