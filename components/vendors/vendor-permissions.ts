import { VENDOR_ROLES, type VendorRole } from "@/lib/vendors/team-schema";

// What the vendors screen offers to whom (PRODUCT.md, "Accounts"): owners manage members and may
// delete the vendor; owners and admins edit its profile; staff read. The API enforces the same
// rules (403 / 409 last_owner); the screen only hides what would be refused, so each button a
// member sees is one they may press.

/** A role as the API spells it; anything unknown is treated as the least one (staff). */
export function toVendorRole(role: string | null | undefined): VendorRole {
  return role === "owner" || role === "admin" ? role : "staff";
}

export function canEditProfile(role: string): boolean {
  const known = toVendorRole(role);
  return known === "owner" || known === "admin";
}

export function canManageMembers(role: string): boolean {
  return toVendorRole(role) === "owner";
}

export function canDeleteVendor(role: string): boolean {
  return toVendorRole(role) === "owner";
}

export type MemberLike = { userId: string; role: string };

/** How many owners the member list holds. */
export function ownerCount(members: readonly MemberLike[]): number {
  return members.filter((member) => toVendorRole(member.role) === "owner").length;
}

/** True when `member` is the only owner: demoting or removing them (or their leaving) would leave the vendor without one. */
export function isLastOwner(member: MemberLike, members: readonly MemberLike[]): boolean {
  return toVendorRole(member.role) === "owner" && ownerCount(members) <= 1;
}

export type MemberActions = {
  /** The role can be changed (a select), and to which roles. */
  roles: readonly VendorRole[];
  /** Remove this member (someone else). */
  remove: boolean;
  /** Hand the ownership to this member (someone else, not yet an owner); the viewer becomes an admin. */
  transfer: boolean;
  /** This row is the viewer: they may leave, unless they are the last owner. */
  leave: boolean;
  /** Why leaving or demoting is not offered: the viewer is the last owner. */
  blockedByLastOwner: boolean;
};

/**
 * What the viewer may do to one row of the member list. Only owners manage members; anybody may
 * leave; the last owner can neither leave nor lose the role (the API answers 409 last_owner), so
 * they must make someone else owner first.
 */
export function memberActions(
  viewer: { userId: string; role: string },
  member: MemberLike,
  members: readonly MemberLike[],
): MemberActions {
  const isSelf = viewer.userId === member.userId;
  const isOwnerViewer = canManageMembers(viewer.role);
  const lastOwner = isLastOwner(member, members);
  const roles: readonly VendorRole[] = !isOwnerViewer ? [] : lastOwner ? [] : VENDOR_ROLES;
  return {
    roles,
    remove: isOwnerViewer && !isSelf && !lastOwner,
    transfer: isOwnerViewer && !isSelf && toVendorRole(member.role) !== "owner",
    leave: isSelf && !lastOwner,
    blockedByLastOwner: lastOwner && (isSelf || isOwnerViewer),
  };
}

/** The typed confirmation of a deletion: the vendor's name, ignoring surrounding spaces (case matters). */
export function confirmsName(typed: string, name: string): boolean {
  return typed.trim() !== "" && typed.trim() === name.trim();
}

/** Members by role (owners first), then by name, as the list shows them. */
export function sortMembers<T extends MemberLike & { name: string }>(members: readonly T[]): T[] {
  const rank = (role: string) => VENDOR_ROLES.indexOf(toVendorRole(role));
  return [...members].sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name));
}
