"use client";
import useSWR, { useSWRConfig } from "swr";
import type { MemberVendor } from "@/lib/vendors/schema";
import type { VendorMembersAnswer, VendorProfile } from "@/lib/vendors/team-schema";

// The vendors screen reads through SWR (the app's fetcher is `apiFetch`), typed by the API's own
// answer schemas (lib/vendors/schema.ts, lib/vendors/team-schema.ts). Every key starts with
// /api/vendors, so one change can refresh everything the screen shows.

export const VENDORS_URL = "/api/vendors";

export function vendorUrl(id: string, rest = ""): string {
  return `${VENDORS_URL}/${encodeURIComponent(id)}${rest}`;
}

export function memberUrl(vendorId: string, userId: string): string {
  return vendorUrl(vendorId, `/members/${encodeURIComponent(userId)}`);
}

export function invitationUrl(vendorId: string, invitationId: string, rest = ""): string {
  return vendorUrl(vendorId, `/invitations/${encodeURIComponent(invitationId)}${rest}`);
}

export function invitationTokenUrl(token: string, rest = ""): string {
  return `/api/vendor-invitations/${encodeURIComponent(token)}${rest}`;
}

/** The user's vendors with their role, by name (`GET /api/vendors`). */
export function useVendors() {
  return useSWR<MemberVendor[]>(VENDORS_URL);
}

/** One vendor's profile with the reader's role (`GET /api/vendors/{id}`). */
export function useVendorProfile(id: string) {
  return useSWR<{ vendor: VendorProfile }>(vendorUrl(id));
}

/** Its members and pending invitations (`GET /api/vendors/{id}/members`). */
export function useVendorMembers(id: string) {
  return useSWR<VendorMembersAnswer>(vendorUrl(id, "/members"));
}

/** Re-reads every cached answer about vendors (after a change to a profile, a member or the list). */
export function useRefreshVendors() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === "string" && key.startsWith(VENDORS_URL));
}
