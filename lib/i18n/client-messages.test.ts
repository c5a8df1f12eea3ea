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

describe("the messages each route group sends to the browser", () => {
  it.each([
    ["root", ["components/ui", "components/providers"]],
    [
      "public",
      [
        "components/public",
        "components/orders",
        "components/vendors",
        "components/forms",
        "components/ui",
        "app/(public)",
      ],
    ],
    ["auth", ["components/auth", "components/forms", "components/ui", "app/(guest)", "app/(signed-in)"]],
  ] as const)("%s: every namespace its client components read", (group, folders) => {
    const sent = new Set<string>(CLIENT_NAMESPACES[group]);
    const missing = [...namespacesUsedIn([...folders])].filter((namespace) => !sent.has(namespace));
    expect(missing).toEqual([]);
  });
});
