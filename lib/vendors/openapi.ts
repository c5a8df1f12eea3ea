import type { ApiOperation } from "@/lib/api/openapi";
import {
  acceptedInvitationAnswerSchema,
  changeMemberRoleSchema,
  createInvitationSchema,
  deleteVendorSchema,
  invitationAnswerSchema,
  invitationPreviewAnswerSchema,
  memberAnswerSchema,
  updateVendorSchema,
  vendorMembersAnswerSchema,
  vendorProfileAnswerSchema,
} from "@/lib/vendors/team-schema";

const tags = ["Vendors"];
const flagOff = "Vendors are switched off (ENABLE_VENDORS)";
const notMember = `${flagOff}, or the user is not a member of this vendor (or it does not exist)`;
const noContent = { status: 204, description: "Done" };

/** A vendor's profile, members and invitations (issue #13). Every one answers 404 with the flag off. */
export const vendorTeamOperations: ApiOperation[] = [
  {
    operationId: "getVendor",
    method: "get",
    path: "/api/vendors/{id}",
    summary: "The vendor's profile, with the reader's role and the public page's address (any member)",
    tags,
    response: { schema: vendorProfileAnswerSchema },
    errors: { 404: notMember },
  },
  {
    operationId: "updateVendor",
    method: "patch",
    path: "/api/vendors/{id}",
    summary:
      "Change any of the profile's fields (owners and admins); empty logo, description or contact email clear it",
    tags,
    body: updateVendorSchema,
    response: { schema: vendorProfileAnswerSchema },
    errors: { 403: "Staff may not edit the profile", 404: notMember, 409: "The slug is taken (slug_taken)" },
  },
  {
    operationId: "deleteVendor",
    method: "delete",
    path: "/api/vendors/{id}",
    summary:
      "Delete the vendor (owners), typing its name again; events that had orders stay as their records, detached; members fall back to their personal account",
    tags,
    body: deleteVendorSchema,
    response: noContent,
    errors: {
      403: "Only owners may delete the vendor",
      404: notMember,
      409: "An upcoming event has sold tickets (vendor_in_use)",
    },
  },
  {
    operationId: "listVendorMembers",
    method: "get",
    path: "/api/vendors/{id}/members",
    summary: "The members with their role and since when, and the pending invitations (any member)",
    tags,
    response: { schema: vendorMembersAnswerSchema },
    errors: { 404: notMember },
  },
  {
    operationId: "updateVendorMember",
    method: "patch",
    path: "/api/vendors/{id}/members/{userId}",
    summary: "Change a member's role (owners); making a member owner transfers ownership",
    tags,
    body: changeMemberRoleSchema,
    response: { schema: memberAnswerSchema },
    errors: {
      403: "Only owners manage members",
      404: `${notMember}; or that user is not a member`,
      409: "That would leave the vendor without an owner (last_owner)",
    },
  },
  {
    operationId: "removeVendorMember",
    method: "delete",
    path: "/api/vendors/{id}/members/{userId}",
    summary:
      "Remove a member (owners), or leave the vendor (any member, with their own id); their active account falls back to personal",
    tags,
    response: noContent,
    errors: {
      403: "Only owners remove other members",
      404: `${notMember}; or that user is not a member`,
      409: "That would leave the vendor without an owner (last_owner)",
    },
  },
  {
    operationId: "createVendorInvitation",
    method: "post",
    path: "/api/vendors/{id}/invitations",
    summary:
      "Invite by email (owners): a mail with a single-use link valid 7 days, which no answer carries; replaces a pending invitation to the same address",
    tags,
    body: createInvitationSchema,
    response: { status: 201, description: "Invited", schema: invitationAnswerSchema },
    errors: {
      403: "Only owners invite",
      404: notMember,
      409: "The address is already a member's (already_member)",
    },
  },
  {
    operationId: "resendVendorInvitation",
    method: "post",
    path: "/api/vendors/{id}/invitations/{invitationId}/resend",
    summary: "Mail the invitation again with a new link, valid 7 more days (owners); the old link stops working",
    tags,
    response: { schema: invitationAnswerSchema },
    errors: {
      403: "Only owners manage invitations",
      404: `${notMember}; or no such invitation of this vendor`,
      409: "The address is already a member's (already_member)",
      410: "The invitation was accepted or revoked (invitation_gone)",
    },
  },
  {
    operationId: "revokeVendorInvitation",
    method: "delete",
    path: "/api/vendors/{id}/invitations/{invitationId}",
    summary: "Revoke an invitation (owners): its link stops working",
    tags,
    response: noContent,
    errors: {
      403: "Only owners manage invitations",
      404: `${notMember}; or no such invitation of this vendor`,
      410: "The invitation was accepted or revoked already (invitation_gone)",
    },
  },
  {
    operationId: "getVendorInvitation",
    method: "get",
    path: "/api/vendor-invitations/{token}",
    summary: "What an invitation link is for (the accept page): vendor, role, invited address, expiry and status",
    tags,
    auth: false,
    response: { schema: invitationPreviewAnswerSchema },
    errors: { 404: `${flagOff}, or no invitation has this link` },
  },
  {
    operationId: "acceptVendorInvitation",
    method: "post",
    path: "/api/vendor-invitations/{token}/accept",
    summary:
      "Accept an invitation: the signed-in user (whatever their address: the link is the credential) joins with the invited role and now acts as the vendor",
    tags,
    response: { schema: acceptedInvitationAnswerSchema },
    errors: {
      404: `${flagOff}, or no invitation has this link`,
      409: "The user is already a member (already_member); the invitation stays open",
      410: "The invitation was used, revoked or has expired (invitation_gone)",
    },
  },
];
