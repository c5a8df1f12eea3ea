import type { Tx } from "@/lib/prisma-client";
import { avatarDataUrl } from "@/lib/sample/images";
import { insertRows } from "@/seed/demo/insert-rows";

const MINUTE = 60 * 1000;

/** The shell's sample messages, notifications and shortcuts for one user. */
export async function seedShellForUser(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  const messages = [
    {
      title: "Lena Brooks",
      description: "Can we move the sound check for Friday to 5 pm?",
      image: avatarDataUrl("Lena Brooks"),
      time: ago(12),
      read: false,
    },
    {
      title: "Omar Haddad",
      description: "The venue sent the signed contract, it is in the shared folder.",
      image: avatarDataUrl("Omar Haddad"),
      time: ago(95),
      read: false,
    },
    {
      title: "Mina Sato",
      description: "Great turnout yesterday! Photos are coming tonight.",
      image: avatarDataUrl("Mina Sato"),
      time: ago(60 * 5),
      read: true,
    },
    {
      title: "Daniel Costa",
      description: "Do we still need the extra badge printer?",
      image: avatarDataUrl("Daniel Costa"),
      time: ago(60 * 26),
      read: true,
    },
    {
      title: "Priya Nair",
      description: "Speaker slides for the keynote are final.",
      image: avatarDataUrl("Priya Nair"),
      time: ago(60 * 50),
      read: true,
    },
  ];
  const notifications = [
    {
      title: "New order",
      description: "2 tickets for Harbour Jazz Night were just sold.",
      icon: "mat_outline:confirmation_number",
      link: "/pages/events",
      useRouter: true,
      time: ago(8),
      read: false,
    },
    {
      title: "Payout sent",
      description: "Your weekly payout is on its way to your bank.",
      icon: "mat_outline:payments",
      link: "/pages/stripe",
      useRouter: true,
      time: ago(60 * 3),
      read: false,
    },
    {
      title: "Almost sold out",
      description: "Only 5 tickets left for the Spring Tech Summit.",
      icon: "mat_outline:local_fire_department",
      link: "/pages/events",
      useRouter: true,
      time: ago(60 * 9),
      read: false,
    },
    {
      title: "Draft reminder",
      description: "Your event 'Autumn Market' is still a draft.",
      icon: "mat_outline:edit_note",
      link: "/pages/events",
      useRouter: true,
      time: ago(60 * 30),
      read: true,
    },
    {
      title: "Welcome to Hostdeck",
      description: "Create your first event and share its page.",
      icon: "mat_outline:celebration",
      link: "/pages/dashboard",
      useRouter: true,
      time: ago(60 * 72),
      read: true,
    },
  ];
  await insertRows(tx, "ShellNotice", {
    data: [
      ...messages.map((message) => ({ ...message, userId, kind: "message", seen: message.read })),
      ...notifications.map((notification) => ({
        ...notification,
        userId,
        kind: "notification",
        seen: notification.read,
      })),
    ],
  });
  const shortcuts = [
    { label: "Events", description: "Your events", icon: "mat_outline:event", link: "/pages/events" },
    {
      label: "Calendar",
      description: "Month, week and day",
      icon: "mat_outline:calendar_month",
      link: "/pages/calendar",
    },
    { label: "Payments", description: "Payouts and refunds", icon: "mat_outline:payments", link: "/pages/stripe" },
    {
      label: "Analytics",
      description: "Views, orders, revenue",
      icon: "mat_outline:insights",
      link: "/pages/analytics",
    },
    {
      label: "Settings",
      description: "Profile and preferences",
      icon: "mat_outline:settings",
      link: "/pages/settings",
    },
  ];
  await insertRows(tx, "ShellShortcut", {
    data: shortcuts.map((shortcut, index) => ({
      ...shortcut,
      userId,
      useRouter: true,
      createdAt: new Date(now.getTime() + index),
    })),
  });
}
