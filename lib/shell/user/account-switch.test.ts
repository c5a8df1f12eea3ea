import { AccountSwitcher, type AccountId } from "@/lib/shell/user/account-switch";

/** A request the test settles by hand, to look at the switcher while it is in flight. */
function deferredRequest() {
  const calls: AccountId[] = [];
  let settle: { resolve: (value: { activeVendorId: AccountId }) => void; reject: (error: unknown) => void } | undefined;
  const requestSwitch = jest.fn((vendorId: AccountId) => {
    calls.push(vendorId);
    return new Promise<{ activeVendorId: AccountId }>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    requestSwitch,
    calls,
    resolve: (activeVendorId: AccountId) => settle?.resolve({ activeVendorId }),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe("AccountSwitcher", () => {
  it("switches to a vendor, then back to the personal account", async () => {
    const requestSwitch = jest.fn(async (vendorId: AccountId) => ({ activeVendorId: vendorId }));
    const switcher = new AccountSwitcher({ activeVendorId: null, requestSwitch });

    await expect(switcher.switchTo("vendor-1")).resolves.toEqual({ kind: "switched", activeVendorId: "vendor-1" });
    expect(switcher.getState()).toEqual({ activeVendorId: "vendor-1", pending: null });

    await expect(switcher.switchTo(null)).resolves.toEqual({ kind: "switched", activeVendorId: null });
    expect(requestSwitch.mock.calls).toEqual([["vendor-1"], [null]]);
    expect(switcher.getState().activeVendorId).toBeNull();
  });

  it("refuses the account that is already active without asking the server", async () => {
    const requestSwitch = jest.fn();
    const onVendor = new AccountSwitcher({ activeVendorId: "vendor-1", requestSwitch });
    const onPersonal = new AccountSwitcher({ activeVendorId: null, requestSwitch });

    await expect(onVendor.switchTo("vendor-1")).resolves.toEqual({ kind: "refused", reason: "already-active" });
    await expect(onPersonal.switchTo(null)).resolves.toEqual({ kind: "refused", reason: "already-active" });
    expect(requestSwitch).not.toHaveBeenCalled();
  });

  it("refuses every switch while one is in progress, and locks again only once it is over", async () => {
    const request = deferredRequest();
    const switcher = new AccountSwitcher({ activeVendorId: null, requestSwitch: request.requestSwitch });

    const first = switcher.switchTo("vendor-1");
    expect(switcher.isSwitching).toBe(true);
    expect(switcher.getState().pending).toEqual({ vendorId: "vendor-1" });
    await expect(switcher.switchTo("vendor-2")).resolves.toEqual({ kind: "refused", reason: "in-progress" });
    await expect(switcher.switchTo("vendor-1")).resolves.toEqual({ kind: "refused", reason: "in-progress" });

    request.resolve("vendor-1");
    await expect(first).resolves.toEqual({ kind: "switched", activeVendorId: "vendor-1" });
    expect(switcher.isSwitching).toBe(false);

    void switcher.switchTo("vendor-2");
    expect(request.calls).toEqual(["vendor-1", "vendor-2"]);
  });

  it("on failure releases the lock and changes nothing else", async () => {
    const request = deferredRequest();
    const switcher = new AccountSwitcher({ activeVendorId: "vendor-1", requestSwitch: request.requestSwitch });
    const failure = new Error("switch refused by the server");

    const attempt = switcher.switchTo(null);
    request.reject(failure);
    await expect(attempt).resolves.toEqual({ kind: "failed", error: failure });
    expect(switcher.getState()).toEqual({ activeVendorId: "vendor-1", pending: null });

    // The lock is free: the next choice goes to the server.
    void switcher.switchTo(null);
    expect(request.calls).toEqual([null, null]);
  });

  it("takes the active account from the server's answer, or the chosen one when the answer has none", async () => {
    const corrected = new AccountSwitcher({
      activeVendorId: null,
      requestSwitch: async () => ({ activeVendorId: "vendor-9" }),
    });
    await expect(corrected.switchTo("vendor-1")).resolves.toEqual({ kind: "switched", activeVendorId: "vendor-9" });

    const silent = new AccountSwitcher({ activeVendorId: null, requestSwitch: async () => null });
    await expect(silent.switchTo("vendor-1")).resolves.toEqual({ kind: "switched", activeVendorId: "vendor-1" });
  });

  it("tells subscribers about each change and keeps the state object stable otherwise", async () => {
    const switcher = new AccountSwitcher({
      activeVendorId: null,
      requestSwitch: async (vendorId) => ({ activeVendorId: vendorId }),
    });
    const listener = jest.fn();
    const unsubscribe = switcher.subscribe(listener);
    const before = switcher.getState();

    switcher.syncActiveVendorId(null);
    expect(switcher.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    await switcher.switchTo("vendor-1"); // locked, then switched
    expect(listener).toHaveBeenCalledTimes(2);

    switcher.syncActiveVendorId("vendor-2");
    expect(switcher.getState().activeVendorId).toBe("vendor-2");
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    switcher.syncActiveVendorId(null);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
