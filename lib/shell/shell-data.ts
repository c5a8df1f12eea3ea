import "server-only";
import { listChats } from "@/lib/chat/data";
import type { ChatSummary } from "@/lib/chat/schema";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import { buildNavigation } from "@/lib/shell/navigation";
import type { Navigation } from "@/lib/shell/navigation-types";
import { listNotices } from "@/lib/shell/notices";
import { listShortcuts } from "@/lib/shell/shortcuts";
import { listUserVendors } from "@/lib/vendors/queries";
import type { MemberVendor } from "@/lib/vendors/schema";

// What the main group's shell reads before it renders, each part on its own: the parts load in
// parallel, and one that fails is logged and stands in with its empty value — the specification's
// "Vendor list fails → the list becomes empty", "Feature flag check fails → vendors disabled" —
// so the rest of the shell still renders. `failed` names those parts; their panels then read them
// again in the browser and offer a retry (components/shell).

type Notice = Awaited<ReturnType<typeof listNotices>>[number];
type Shortcut = Awaited<ReturnType<typeof listShortcuts>>[number];

/** The shell's parts, each read by its own loader. */
export type ShellLoaders = {
  /** The ENABLE_VENDORS flag: the vendor entries of the navigation, the account switcher. */
  vendorsFlag: () => Promise<boolean>;
  vendors: (userId: string) => Promise<MemberVendor[]>;
  messages: (userId: string) => Promise<Notice[]>;
  notifications: (userId: string) => Promise<Notice[]>;
  shortcuts: (userId: string) => Promise<Shortcut[]>;
  chats: (userId: string) => Promise<ChatSummary[]>;
};

export type ShellPart = keyof ShellLoaders;

export type ShellData = {
  isVendorsEnabled: boolean;
  navigation: Navigation;
  vendors: MemberVendor[];
  messages: Notice[];
  notifications: Notice[];
  shortcuts: Shortcut[];
  chats: ChatSummary[];
  /** The parts whose loader failed (each holds its empty value). */
  failed: ShellPart[];
};

export const shellLoaders: ShellLoaders = {
  vendorsFlag: () => isFeatureEnabled("ENABLE_VENDORS"),
  vendors: listUserVendors,
  messages: (userId) => listNotices(userId, "message"),
  notifications: (userId) => listNotices(userId, "notification"),
  shortcuts: listShortcuts,
  chats: listChats,
};

type PartValue<Part extends ShellPart> = Awaited<ReturnType<ShellLoaders[Part]>>;

/** What each part shows when its loader fails. */
const EMPTY: { [Part in ShellPart]: () => PartValue<Part> } = {
  vendorsFlag: () => false,
  vendors: () => [],
  messages: () => [],
  notifications: () => [],
  shortcuts: () => [],
  chats: () => [],
};

/** Runs one loader; a throw (or a rejection) becomes the part's empty value, logged and named in `failed`. */
async function settle<Part extends ShellPart>(
  part: Part,
  load: () => Promise<PartValue<Part>>,
  failed: ShellPart[],
): Promise<PartValue<Part>> {
  try {
    return await load();
  } catch (error) {
    console.error(`The shell's ${part} could not be loaded; showing it empty`, error);
    failed.push(part);
    return EMPTY[part]();
  }
}

/** Everything the shell shows first, read in parallel; never rejects because one part failed. */
export async function loadShellData(userId: string, loaders: ShellLoaders = shellLoaders): Promise<ShellData> {
  const failed: ShellPart[] = [];
  const [isVendorsEnabled, vendors, messages, notifications, shortcuts, chats] = await Promise.all([
    settle("vendorsFlag", () => loaders.vendorsFlag(), failed),
    settle("vendors", () => loaders.vendors(userId), failed),
    settle("messages", () => loaders.messages(userId), failed),
    settle("notifications", () => loaders.notifications(userId), failed),
    settle("shortcuts", () => loaders.shortcuts(userId), failed),
    settle("chats", () => loaders.chats(userId), failed),
  ]);
  return {
    isVendorsEnabled,
    navigation: buildNavigation({ isVendorsEnabled }),
    vendors,
    messages,
    notifications,
    shortcuts,
    chats,
    failed: failed.sort(),
  };
}
