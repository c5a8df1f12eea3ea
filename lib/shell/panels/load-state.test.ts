import { panelLoadState } from "@/lib/shell/panels/load-state";

describe("panelLoadState", () => {
  it("is ready with a list, and says when a refresh failed over it", () => {
    expect(panelLoadState({ data: [], error: undefined })).toEqual({ status: "ready", refreshFailed: false });
    expect(panelLoadState({ data: [1], error: new Error("offline") })).toEqual({
      status: "ready",
      refreshFailed: true,
    });
  });

  it("is loading before the first answer and failed when the first read failed", () => {
    expect(panelLoadState({ data: undefined, error: undefined })).toEqual({ status: "loading", refreshFailed: false });
    expect(panelLoadState({ data: undefined, error: new Error("500") })).toEqual({
      status: "failed",
      refreshFailed: false,
    });
  });
});
