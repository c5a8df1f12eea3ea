import { importCycles, runtimeImports } from "@/scripts/import-graph";

// What counts as an import for the cycle check (scripts/import-cycles.ts, part of `npm run lint`),
// and the cycles Tarjan's algorithm finds in a graph.

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
