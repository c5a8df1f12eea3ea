import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { firstLoadModules, firstLoadSize, packageOf } from "./measure.mjs";

describe("bundle budget measurement", () => {
  test("a route's size is the sum of its chunks gzipped one by one, largest chunk first", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "budget-"));
    fs.writeFileSync(path.join(dir, "a.js"), "x".repeat(10_000));
    fs.writeFileSync(path.join(dir, "b.js"), Array.from({ length: 2000 }, (_, i) => `v${i * 7919}`).join(";"));
    const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
    const { bytes, chunks } = firstLoadSize(["a.js", "b.js"], dir);
    expect(bytes).toBe(gz("a.js") + gz("b.js"));
    expect(chunks[0]).toEqual({ file: "b.js", bytes: gz("b.js") });
  });

  test("modules are named by package, the project's own code as app", () => {
    expect(packageOf("node_modules/@mui/material/Box/Box.mjs")).toBe("@mui/material");
    expect(packageOf("node_modules/next/dist/client/app-dir/link.js")).toBe("next");
    expect(packageOf("components/public/page-link.tsx")).toBe("app");
  });

  test("only the chunks loaded with the page count, not those loaded on demand", () => {
    const lines = [
      { type: "group", kind: "bootstrap", outputs: ["[client-fs]/_next/static/chunks/root.js"] },
      { type: "group", kind: "render_dependent", outputs: ["[client-fs]/_next/static/chunks/page.js"] },
      { type: "group", kind: "async", outputs: ["[client-fs]/_next/static/chunks/later.js"] },
      {
        type: "part",
        filename: "[client-fs]/_next/static/chunks/root.js",
        source_path: "[project]/node_modules/react-dom/x.js",
        compressed_size: 60,
      },
      {
        type: "part",
        filename: "[client-fs]/_next/static/chunks/page.js",
        source_path: "[project]/components/a.tsx",
        compressed_size: 5,
      },
      {
        type: "part",
        filename: "[client-fs]/_next/static/chunks/page.js",
        source_path: "[project]/components/b.tsx",
        compressed_size: 7,
      },
      {
        type: "part",
        filename: "[client-fs]/_next/static/chunks/later.js",
        source_path: "[project]/node_modules/zod/v4/index.js",
        compressed_size: 90,
      },
      {
        type: "part",
        filename: "[output]/.next/server/chunks/ssr/x.js",
        source_path: "[project]/lib/server.ts",
        compressed_size: 99,
      },
    ].map((record) => JSON.stringify(record));
    const { modules, packages } = firstLoadModules([...lines, ""]);
    expect(modules.map((entry) => entry.name)).toEqual([
      "node_modules/react-dom/x.js",
      "components/b.tsx",
      "components/a.tsx",
    ]);
    expect(packages).toEqual([
      { name: "react-dom", bytes: 60 },
      { name: "app", bytes: 12 },
    ]);
  });
});
