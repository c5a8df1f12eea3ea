/** References and provider ids, which are read character by character. */
export const MONO = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", letterSpacing: "0.02em" } as const;
