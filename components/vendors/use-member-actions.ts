"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFeedback } from "@/components/events/feedback";
import { useConfirm } from "@/components/ui/confirmation";
import { useVendorErrorText } from "@/components/vendors/use-vendor-error-text";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { invitationUrl, memberUrl, useRefreshVendors } from "@/lib/swr/use-vendors";
import type { PendingInvitation, VendorMemberRow, VendorRole } from "@/lib/vendors/team-schema";

type Vendor = { id: string; name: string };

/**
 * The team's actions, each confirmed where it cannot be undone at a click, then the screen's data
 * read again: change a role, hand over the ownership, remove a member, leave, resend or revoke an
 * invitation. Failures (403, 409 last_owner …) are said in words at the foot of the screen.
 */
export function useMemberActions(vendor: Vendor, currentUserId: string) {
  const t = useTranslations("vendors.members");
  const tRoles = useTranslations("vendors.roles");
  const confirm = useConfirm();
  const notify = useFeedback();
  const errorText = useVendorErrorText();
  const refreshVendors = useRefreshVendors();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, work: () => Promise<void>, done: string) {
    setBusy(key);
    try {
      await work();
      notify(done);
    } catch (error) {
      notify(errorText(error), "error");
    } finally {
      setBusy(null);
      void refreshVendors();
    }
  }

  const patchRole = (userId: string, role: VendorRole) =>
    apiFetch(memberUrl(vendor.id, userId), jsonBody("PATCH", { role }));

  async function changeRole(member: VendorMemberRow, role: VendorRole) {
    if (role === member.role) return;
    const isSelf = member.userId === currentUserId;
    if (isSelf && member.role === "owner") {
      const ok = await confirm({
        title: t("demoteSelfTitle"),
        message: t("demoteSelfMessage", { vendor: vendor.name, role: tRoles(role) }),
        actions: { confirm: { label: t("demoteSelfConfirm") } },
      });
      if (!ok) return;
    }
    await run(
      `role:${member.userId}`,
      async () => {
        await patchRole(member.userId, role);
      },
      t("roleChanged", { name: member.name, role: tRoles(role) }),
    );
    if (isSelf) router.refresh();
  }

  async function transfer(member: VendorMemberRow) {
    const ok = await confirm({
      title: t("transferTitle", { name: member.name }),
      message: t("transferMessage", { name: member.name, vendor: vendor.name }),
      icon: { name: "question", color: "primary" },
      actions: { confirm: { label: t("transferConfirm"), color: "primary" } },
    });
    if (!ok) return;
    await run(
      `transfer:${member.userId}`,
      async () => {
        // The new owner first, so the vendor is never without one; then the viewer steps down.
        await patchRole(member.userId, "owner");
        await patchRole(currentUserId, "admin");
      },
      t("transferred", { name: member.name }),
    );
  }

  async function remove(member: VendorMemberRow) {
    const ok = await confirm({
      title: t("removeTitle", { name: member.name }),
      message: t("removeMessage", { name: member.name, vendor: vendor.name }),
      icon: { name: "warning", color: "error" },
      actions: { confirm: { label: t("removeConfirm"), color: "error" } },
    });
    if (!ok) return;
    await run(
      `remove:${member.userId}`,
      async () => {
        await apiFetch(memberUrl(vendor.id, member.userId), { method: "DELETE" });
      },
      t("removed", { name: member.name }),
    );
  }

  /** Leaving: the user's own membership goes; they return to the list (and, if it was active, to their personal account). */
  async function leave() {
    const ok = await confirm({
      title: t("leaveTitle", { vendor: vendor.name }),
      message: t("leaveMessage", { vendor: vendor.name }),
      icon: { name: "warning", color: "error" },
      actions: { confirm: { label: t("leaveConfirm"), color: "error" } },
    });
    if (!ok) return;
    setBusy("leave");
    try {
      await apiFetch(memberUrl(vendor.id, currentUserId), { method: "DELETE" });
      // To the list, then the shell renders again (the personal account, if this one was active).
      router.push("/pages/vendors");
      router.refresh();
    } catch (error) {
      notify(errorText(error), "error");
      setBusy(null);
    }
  }

  async function resend(invitation: PendingInvitation) {
    await run(
      `resend:${invitation.id}`,
      async () => {
        await apiFetch(invitationUrl(vendor.id, invitation.id, "/resend"), { method: "POST" });
      },
      t("resent", { email: invitation.email }),
    );
  }

  async function revoke(invitation: PendingInvitation) {
    const ok = await confirm({
      title: t("revokeTitle", { email: invitation.email }),
      message: t("revokeMessage"),
      actions: { confirm: { label: t("revokeConfirm") } },
    });
    if (!ok) return;
    await run(
      `revoke:${invitation.id}`,
      async () => {
        await apiFetch(invitationUrl(vendor.id, invitation.id), { method: "DELETE" });
      },
      t("revoked", { email: invitation.email }),
    );
  }

  return { busy, changeRole, transfer, remove, leave, resend, revoke };
}

export type MemberActionsApi = ReturnType<typeof useMemberActions>;
