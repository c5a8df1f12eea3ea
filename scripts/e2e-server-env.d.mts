export function e2eBaseURL(): string;
export function e2eServerEnv(): Record<string, string>;
