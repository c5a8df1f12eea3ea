export function sourceFingerprint(root: string): string;
export function isBuildCurrent(distDir: string, fingerprint: string): boolean;
export function stampBuild(distDir: string, fingerprint: string): void;
