/**
 * The account switcher's lock (specification, section 4): a switch is refused while another one
 * is in progress or when the chosen account is already active; a failed switch releases the lock
 * and changes nothing else. The state is an external store so a client component can render it
 * with `useSyncExternalStore`, while the check-and-lock itself stays synchronous: a double click
 * lands in the same tick, before React could re-render a disabled item.
 */

/** `null` is the user's personal account; a string is a vendor's id. */
export type AccountId = string | null;

export type AccountSwitchState = {
  readonly activeVendorId: AccountId;
  /** The account being switched to, while a switch is in progress. */
  readonly pending: { readonly vendorId: AccountId } | null;
};

export type AccountSwitchOutcome =
  | { kind: "refused"; reason: "in-progress" | "already-active" }
  | { kind: "switched"; activeVendorId: AccountId }
  | { kind: "failed"; error: unknown };

/** Asks the server to make `vendorId` the active account; answers the account now active. */
export type RequestAccountSwitch = (vendorId: AccountId) => Promise<{ activeVendorId?: AccountId } | null | undefined>;

export class AccountSwitcher {
  #state: AccountSwitchState;
  readonly #listeners = new Set<() => void>();
  readonly #requestSwitch: RequestAccountSwitch;

  constructor({ activeVendorId, requestSwitch }: { activeVendorId: AccountId; requestSwitch: RequestAccountSwitch }) {
    this.#state = { activeVendorId, pending: null };
    this.#requestSwitch = requestSwitch;
  }

  /** The same object until something changes, as `useSyncExternalStore` requires. */
  getState = (): AccountSwitchState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  get isSwitching(): boolean {
    return this.#state.pending !== null;
  }

  /** The server rendered the page with this active account (e.g. after a refresh). */
  syncActiveVendorId(activeVendorId: AccountId): void {
    if (this.#state.activeVendorId !== activeVendorId) this.#setState({ ...this.#state, activeVendorId });
  }

  async switchTo(vendorId: AccountId): Promise<AccountSwitchOutcome> {
    if (this.isSwitching) return { kind: "refused", reason: "in-progress" };
    if (vendorId === this.#state.activeVendorId) return { kind: "refused", reason: "already-active" };

    this.#setState({ ...this.#state, pending: { vendorId } });
    try {
      const answer = await this.#requestSwitch(vendorId);
      // Trust the server's word on which account is active; an answer without it means the switch
      // went through as asked.
      const activeVendorId = answer && answer.activeVendorId !== undefined ? answer.activeVendorId : vendorId;
      this.#setState({ activeVendorId, pending: null });
      return { kind: "switched", activeVendorId };
    } catch (error) {
      this.#setState({ ...this.#state, pending: null });
      return { kind: "failed", error };
    }
  }

  #setState(next: AccountSwitchState): void {
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}
