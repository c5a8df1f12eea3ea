import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { importCycles, importGraph, runtimeImports } from "@/scripts/import-graph";

// What counts as an import for the cycle check (scripts/import-cycles.ts, part of `npm run lint`),
// how a specifier names a file, and the cycles Tarjan's algorithm finds.

describe("runtimeImports", () => {
  it("counts what runs: imports, bare imports, re-exports, dynamic imports", () => {
    const text = `
      import a from "./a";
      import { b, type B } from "@/lib/b";
      import * as c from "../c";
      import "./d";
      export { e } from "./e";
      export * from "./f";
      const g = () => import("./g");
    `;
    expect(runtimeImports("x.ts", text)).toEqual(["./a", "@/lib/b", "../c", "./d", "./e", "./f", "./g"]);
  });

  it("leaves out what only names types", () => {
    const text = `
      import type { A } from "./a";
      import { type B, type C } from "./b";
      export type { D } from "./d";
      export { type E } from "./e";
      import type F from "./f";
    `;
    expect(runtimeImports("x.ts", text)).toEqual([]);
  });

  it("reads TSX", () => {
    expect(runtimeImports("x.tsx", `import { Card } from "./card";\nexport const X = () => <Card />;`)).toEqual([
      "./card",
    ]);
  });
});

describe("importCycles", () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it("finds each circle once, however long, and nothing in a tree", () => {
    const found = importCycles(
      graph({ a: ["b"], b: ["c"], c: ["a", "d"], d: [], e: ["d"], f: ["g"], g: ["f"], h: ["h"] }),
    );
    expect(found).toEqual(expect.arrayContaining([["a", "b", "c"], ["f", "g"], ["h"]]));
    expect(found).toHaveLength(3);
    expect(importCycles(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });
});

describe("importGraph", () => {
  it("resolves relative and @/ specifiers, index files and ESM-style .js to the project's files, and leaves packages out", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-import-graph-"));
    const files: Record<string, string> = {
      "lib/a.ts": 'import { b } from "./b";\nimport React from "react";\nexport const a = () => b;\n',
      "lib/b.ts": 'export const b = () => import("@/lib/c");\n',
      "lib/c/index.tsx": 'export { a } from "../a.js";\n',
      "lib/d.ts": 'import type { A } from "./a";\nexport type D = A;\n',
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const graph = importGraph(root, Object.keys(files));
    expect(Object.fromEntries(graph)).toEqual({
      "lib/a.ts": ["lib/b.ts"],
      "lib/b.ts": ["lib/c/index.tsx"],
      "lib/c/index.tsx": ["lib/a.ts"],
      "lib/d.ts": [],
    });
    expect(importCycles(graph)).toEqual([["lib/a.ts", "lib/b.ts", "lib/c/index.tsx"]]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
