import { setLoadingProgress, setLoadingStatus, subscribeToLoading } from "@/lib/http/loading";

describe("the loading state", () => {
  it("is loading while any request is pending and stops when none remain", () => {
    const states: boolean[] = [];
    const unsubscribe = subscribeToLoading(({ isLoading }) => states.push(isLoading));
    setLoadingStatus(true, "/a");
    setLoadingStatus(true, "/a");
    setLoadingStatus(true, "/b");
    setLoadingStatus(false, "/a");
    setLoadingStatus(false, "/b");
    setLoadingStatus(false, "/a");
    unsubscribe();
    expect(states).toEqual([true, true, true, true, true, false]);
  });

  it("logs the specification's messages for a missing URL and a bad progress", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    setLoadingStatus(true);
    setLoadingProgress(101);
    setLoadingProgress(-1);
    expect(error.mock.calls).toEqual([
      ["The request URL must be provided!"],
      ["Progress value must be between 0 and 100!"],
      ["Progress value must be between 0 and 100!"],
    ]);
    error.mockRestore();
  });
});
