export type Sized = { name: string; bytes: number };
export function readRouteChunks(distDir: string): Map<string, string[]>;
export function firstLoadSize(
  chunkPaths: string[],
  projectDir: string,
  gzipCache?: Map<string, number>,
): { bytes: number; chunks: { file: string; bytes: number }[] };
export function packageOf(modulePath: string): string;
export function firstLoadModules(graphLines: string[]): { modules: Sized[]; packages: Sized[] };
export function analyzeRoute(projectDir: string, distDir: string, route: string): string[];
