// The mailbox's fixed definitions and constants (spec sections 3 and 9). Shared by the API, the
// seed and (later) the screens, so nothing here touches the database.

/** Mails per page of `GET /api/apps/mailbox/mails`. */
export const MAIL_PAGE_SIZE = 10;

/**
 * How a folder's `count` is computed (spec section 9): sent and trash show nothing, drafts and
 * spam the number of mails in them, every other folder its unread mails.
 */
export type FolderCountRule = "none" | "total" | "unread";

/**
 * The folders. Their ids are fixed strings, the same for every user, and are what `mail.folder`
 * holds; no call creates, renames or deletes a folder, so they are not rows.
 */
export const MAILBOX_FOLDERS = [
  {
    id: "693b1c7e-2a8b-44a0-9c22-5ee5fd4111a3",
    title: "Inbox",
    slug: "inbox",
    icon: "heroicons_outline:inbox",
    countRule: "unread",
  },
  {
    id: "4c59cb47-c398-4fd2-8694-c5b0684f63f6",
    title: "Sent",
    slug: "sent",
    icon: "heroicons_outline:paper-airplane",
    countRule: "none",
  },
  {
    id: "4c864336-8886-406a-b008-e09b3c5ac64f",
    title: "Drafts",
    slug: "drafts",
    icon: "heroicons_outline:pencil-square",
    countRule: "total",
  },
  {
    id: "5d53b3eb-d702-476c-9771-3a89999eb5bd",
    title: "Spam",
    slug: "spam",
    icon: "heroicons_outline:exclamation-triangle",
    countRule: "total",
  },
  {
    id: "1549ca92-cb79-4b46-afe0-cbae013f526b",
    title: "Trash",
    slug: "trash",
    icon: "heroicons_outline:trash",
    countRule: "none",
  },
] as const satisfies readonly { id: string; title: string; slug: string; icon: string; countRule: FolderCountRule }[];

export type MailboxFolderDefinition = (typeof MAILBOX_FOLDERS)[number];
export type MailboxFolderSlug = MailboxFolderDefinition["slug"];

export const FOLDER_SLUGS = MAILBOX_FOLDERS.map((folder) => folder.slug) as [MailboxFolderSlug, ...MailboxFolderSlug[]];
export const FOLDER_IDS = MAILBOX_FOLDERS.map((folder) => folder.id) as [
  MailboxFolderDefinition["id"],
  ...MailboxFolderDefinition["id"][],
];

/** The folder definition with this slug; every slug of FOLDER_SLUGS has one. */
export function folderBySlug(slug: MailboxFolderSlug): MailboxFolderDefinition {
  return MAILBOX_FOLDERS.find((folder) => folder.slug === slug)!;
}

/** The filters: a filter keeps the mails whose boolean field of the same name is true. */
export const MAILBOX_FILTERS = [
  { id: "904a8ba6-d319-496c-89a7-78c7833567c4", title: "Starred", slug: "starred", icon: "heroicons_outline:star" },
  {
    id: "cab79422-4e63-426e-8ac6-0020d4c99776",
    title: "Important",
    slug: "important",
    icon: "heroicons_outline:exclamation-circle",
  },
] as const;

export type MailboxFilterSlug = (typeof MAILBOX_FILTERS)[number]["slug"];
export const FILTER_SLUGS = MAILBOX_FILTERS.map((filter) => filter.slug) as [MailboxFilterSlug, ...MailboxFilterSlug[]];

/** Label colours: colour names of the screens' palette, so the API never stores CSS. */
export const MAIL_LABEL_COLORS = [
  "gray",
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "indigo",
  "purple",
  "pink",
] as const;
export type MailLabelColor = (typeof MAIL_LABEL_COLORS)[number];
export const DEFAULT_MAIL_LABEL_COLOR: MailLabelColor = "gray";

export const MESSAGE_LAYOUTS = ["right", "full"] as const;
export type MessageLayout = (typeof MESSAGE_LAYOUTS)[number];

/** What a user who never changed a setting sees (the sample's value). */
export const DEFAULT_MAILBOX_SETTINGS: { messageLayout: MessageLayout } = { messageLayout: "right" };

export const MAIL_LABEL_TITLE_MAX = 50;
