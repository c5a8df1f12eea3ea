import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/prisma-client";
import type { FileItemType } from "@/lib/file-manager/schema";
import { insertRows } from "@/seed/demo/insert-rows";

// The file manager's sample tree: 7 items at the root and folders nested up to three levels,
// 30 items in all, about the paperwork of running events. Every account gets its own copy.

type SampleFile = {
  name: string;
  type: Exclude<FileItemType, "folder">;
  bytes: number;
  createdBy: string;
  createdAt: string;
  modifiedAt?: string;
  description?: string;
};
type SampleFolder = {
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt?: string;
  description?: string;
  items: SampleItem[];
};
type SampleItem = SampleFile | SampleFolder;

const SAMPLE_TREE: SampleItem[] = [
  {
    name: "Contracts",
    createdBy: "Jordan Ellis",
    createdAt: "2025-01-06T09:15:00Z",
    modifiedAt: "2025-03-18T16:40:00Z",
    description: "Signed agreements with venues, artists and suppliers.",
    items: [
      {
        name: "Venue agreements",
        createdBy: "Jordan Ellis",
        createdAt: "2025-01-06T09:20:00Z",
        modifiedAt: "2025-03-18T16:40:00Z",
        description: "Hire contracts for every venue booked this season.",
        items: [
          {
            name: "Harbor Hall agreement",
            type: "PDF",
            bytes: 1_284_000,
            createdBy: "Jordan Ellis",
            createdAt: "2025-01-08T11:02:00Z",
            description: "Hire of the main hall and the terrace for the summer concert.",
          },
          {
            name: "Riverside Pavilion agreement",
            type: "PDF",
            bytes: 962_300,
            createdBy: "Samira Haddad",
            createdAt: "2025-02-03T14:30:00Z",
            modifiedAt: "2025-02-10T09:12:00Z",
          },
          {
            name: "Insurance certificates",
            createdBy: "Samira Haddad",
            createdAt: "2025-02-11T10:00:00Z",
            modifiedAt: "2025-03-18T16:40:00Z",
            description: "Certificates the venues asked to see before the doors open.",
            items: [
              {
                name: "Public liability certificate",
                type: "PDF",
                bytes: 412_800,
                createdBy: "Samira Haddad",
                createdAt: "2025-02-11T10:05:00Z",
                description: "Cover for up to 5 million per claim, valid until next March.",
              },
              {
                name: "Equipment cover",
                type: "PDF",
                bytes: 298_100,
                createdBy: "Samira Haddad",
                createdAt: "2025-03-18T16:40:00Z",
              },
            ],
          },
        ],
      },
      {
        name: "Artist riders",
        createdBy: "Noah Brandt",
        createdAt: "2025-01-20T13:45:00Z",
        modifiedAt: "2025-02-27T18:05:00Z",
        description: "Technical and hospitality riders from the acts.",
        items: [
          {
            name: "Headliner rider",
            type: "PDF",
            bytes: 2_310_400,
            createdBy: "Noah Brandt",
            createdAt: "2025-01-20T13:50:00Z",
            modifiedAt: "2025-02-27T18:05:00Z",
            description: "Stage plot, input list and backstage catering.",
          },
          {
            name: "Support act rider",
            type: "DOC",
            bytes: 86_500,
            createdBy: "Noah Brandt",
            createdAt: "2025-01-22T08:30:00Z",
          },
        ],
      },
      {
        name: "Vendor terms",
        type: "DOC",
        bytes: 154_200,
        createdBy: "Jordan Ellis",
        createdAt: "2025-01-09T15:10:00Z",
        modifiedAt: "2025-01-30T10:25:00Z",
        description: "Standard terms every food and merchandise vendor signs.",
      },
    ],
  },
  {
    name: "Event photos",
    createdBy: "Lena Okafor",
    createdAt: "2025-04-14T19:30:00Z",
    modifiedAt: "2025-04-16T08:45:00Z",
    description: "Pictures for the website, the newsletter and next year's sponsors.",
    items: [
      {
        name: "Spring Market 2025",
        createdBy: "Lena Okafor",
        createdAt: "2025-04-14T19:35:00Z",
        modifiedAt: "2025-04-16T08:45:00Z",
        items: [
          {
            name: "Main stage",
            type: "JPG",
            bytes: 4_820_000,
            createdBy: "Lena Okafor",
            createdAt: "2025-04-14T19:40:00Z",
          },
          {
            name: "Food court",
            type: "JPG",
            bytes: 3_915_500,
            createdBy: "Lena Okafor",
            createdAt: "2025-04-14T19:41:00Z",
          },
          {
            name: "Entrance queue",
            type: "JPG",
            bytes: 3_204_700,
            createdBy: "Lena Okafor",
            createdAt: "2025-04-16T08:45:00Z",
            description: "Shows the second check-in lane we added at noon.",
          },
        ],
      },
      {
        name: "Poster artwork",
        type: "JPG",
        bytes: 6_742_000,
        createdBy: "Lena Okafor",
        createdAt: "2025-03-02T12:00:00Z",
        description: "Final A2 poster, print-ready.",
      },
    ],
  },
  {
    name: "Finance",
    createdBy: "Samira Haddad",
    createdAt: "2025-01-02T08:00:00Z",
    modifiedAt: "2025-05-02T17:20:00Z",
    description: "Budgets, forecasts and payout statements.",
    items: [
      {
        name: "Budget 2025",
        type: "XLS",
        bytes: 248_600,
        createdBy: "Samira Haddad",
        createdAt: "2025-01-02T08:10:00Z",
        modifiedAt: "2025-04-28T09:00:00Z",
        description: "Season budget with the venue, artist and staffing lines.",
      },
      {
        name: "Ticket sales forecast",
        type: "XLS",
        bytes: 131_900,
        createdBy: "Samira Haddad",
        createdAt: "2025-02-14T10:30:00Z",
      },
      {
        name: "Payout reports",
        createdBy: "Samira Haddad",
        createdAt: "2025-04-01T07:55:00Z",
        modifiedAt: "2025-05-02T17:20:00Z",
        description: "Monthly statements of the ticket revenue paid out to the bank account.",
        items: [
          {
            name: "Payouts March",
            type: "XLS",
            bytes: 58_300,
            createdBy: "Samira Haddad",
            createdAt: "2025-04-01T08:00:00Z",
          },
          {
            name: "Payouts April",
            type: "XLS",
            bytes: 61_700,
            createdBy: "Samira Haddad",
            createdAt: "2025-05-02T17:20:00Z",
          },
        ],
      },
    ],
  },
  {
    name: "Marketing",
    createdBy: "Noah Brandt",
    createdAt: "2025-02-05T09:00:00Z",
    modifiedAt: "2025-03-21T14:15:00Z",
    description: "Announcements, social posts and newsletters.",
    items: [
      {
        name: "Press release",
        type: "DOC",
        bytes: 45_800,
        createdBy: "Noah Brandt",
        createdAt: "2025-02-05T09:05:00Z",
        modifiedAt: "2025-02-12T11:30:00Z",
        description: "Line-up announcement for the summer concert.",
      },
      {
        name: "Social media schedule",
        type: "XLS",
        bytes: 72_400,
        createdBy: "Lena Okafor",
        createdAt: "2025-02-06T16:20:00Z",
        modifiedAt: "2025-03-21T14:15:00Z",
      },
      {
        name: "Newsletter copy",
        type: "TXT",
        bytes: 9_600,
        createdBy: "Noah Brandt",
        createdAt: "2025-03-20T10:45:00Z",
      },
    ],
  },
  {
    name: "Check-in procedures",
    type: "PDF",
    bytes: 734_200,
    createdBy: "Jordan Ellis",
    createdAt: "2025-03-10T13:00:00Z",
    modifiedAt: "2025-04-11T09:30:00Z",
    description: "How door staff scan tickets, handle re-entry and deal with lost tickets.",
  },
  {
    name: "Guest list export",
    type: "XLS",
    bytes: 188_900,
    createdBy: "Jordan Ellis",
    createdAt: "2025-04-12T18:00:00Z",
    description: "Attendees of the Spring Market with their ticket types.",
  },
  {
    name: "Wi-Fi passwords",
    type: "TXT",
    bytes: 1_200,
    createdBy: "Noah Brandt",
    createdAt: "2025-04-09T07:30:00Z",
    description: "Staff and vendor networks at Harbor Hall.",
  },
];

const isFolder = (item: SampleItem): item is SampleFolder => "items" in item;

function totalBytes(item: SampleItem): number {
  return isFolder(item) ? item.items.reduce((sum, child) => sum + totalBytes(child), 0) : item.bytes;
}

/** Bytes as a file manager shows them: "980 B", "45.8 KB", "1.3 MB". */
export function formatSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const rounded = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** Writes this user's own copy of the sample folders and files (one insert). */
export async function seedFileManagerForUser(tx: Tx, userId: string): Promise<void> {
  const rows: {
    id: string;
    userId: string;
    folderId: string | null;
    name: string;
    createdBy: string;
    createdAt: Date;
    modifiedAt: Date;
    size: string;
    type: FileItemType;
    description: string | null;
  }[] = [];
  const addItems = (items: SampleItem[], folderId: string | null) => {
    for (const item of items) {
      const id = randomUUID();
      rows.push({
        id,
        userId,
        folderId,
        name: item.name,
        createdBy: item.createdBy,
        createdAt: new Date(item.createdAt),
        modifiedAt: new Date(item.modifiedAt ?? item.createdAt),
        size: formatSize(totalBytes(item)),
        type: isFolder(item) ? "folder" : item.type,
        description: item.description ?? null,
      });
      if (isFolder(item)) addItems(item.items, id);
    }
  };
  addItems(SAMPLE_TREE, null);
  // Parents come before their items in `rows`, so the self-reference holds row by row.
  await insertRows(tx, "FileManagerItem", { data: rows });
}
