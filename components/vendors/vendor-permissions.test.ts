import {
  canDeleteVendor,
  canEditProfile,
  canManageMembers,
  confirmsName,
  isLastOwner,
  memberActions,
  ownerCount,
  sortMembers,
  toVendorRole,
} from "@/components/vendors/vendor-permissions";

const owner = { userId: "o1", role: "owner" };
const secondOwner = { userId: "o2", role: "owner" };
const admin = { userId: "a1", role: "admin" };
const staff = { userId: "s1", role: "staff" };

describe("what each role may do", () => {
  it.each([
    ["owner", true, true, true],
    ["admin", true, false, false],
    ["staff", false, false, false],
    ["something-else", false, false, false],
  ])("%s: edit profile %s, manage members %s, delete %s", (role, edit, manage, remove) => {
    expect(canEditProfile(role)).toBe(edit);
    expect(canManageMembers(role)).toBe(manage);
    expect(canDeleteVendor(role)).toBe(remove);
  });

  it("treats an unknown role as staff", () => {
    expect(toVendorRole("root")).toBe("staff");
    expect(toVendorRole(undefined)).toBe("staff");
    expect(toVendorRole("admin")).toBe("admin");
  });
});

describe("the last owner", () => {
  it("counts owners", () => {
    expect(ownerCount([owner, admin, staff])).toBe(1);
    expect(ownerCount([owner, secondOwner, staff])).toBe(2);
  });

  it("is the only owner, never an admin or a second owner", () => {
    expect(isLastOwner(owner, [owner, admin])).toBe(true);
    expect(isLastOwner(owner, [owner, secondOwner])).toBe(false);
    expect(isLastOwner(admin, [owner, admin])).toBe(false);
  });
});

describe("memberActions", () => {
  const team = [owner, admin, staff];

  it("lets an owner change roles, remove and hand the ownership to others", () => {
    expect(memberActions(owner, staff, team)).toEqual({
      roles: ["owner", "admin", "staff"],
      remove: true,
      transfer: true,
      leave: false,
      blockedByLastOwner: false,
    });
  });

  it("does not offer a transfer to someone who already owns the vendor", () => {
    const coOwned = [owner, secondOwner, staff];
    expect(memberActions(owner, secondOwner, coOwned)).toMatchObject({ transfer: false, remove: true });
  });

  it("keeps the last owner: no role change, no leaving, and says why", () => {
    expect(memberActions(owner, owner, team)).toEqual({
      roles: [],
      remove: false,
      transfer: false,
      leave: false,
      blockedByLastOwner: true,
    });
  });

  it("lets one of two owners step down or leave", () => {
    const coOwned = [owner, secondOwner];
    expect(memberActions(owner, owner, coOwned)).toMatchObject({ roles: ["owner", "admin", "staff"], leave: true });
  });

  it.each([admin, staff])("gives $role nothing over others but leaving themselves", (viewer) => {
    for (const member of team) {
      const allowed = memberActions(viewer, member, team);
      expect(allowed.roles).toEqual([]);
      expect(allowed.remove).toBe(false);
      expect(allowed.transfer).toBe(false);
      expect(allowed.leave).toBe(member.userId === viewer.userId);
    }
  });

  it("tells no one but the owners and the last owner themselves about the last owner", () => {
    expect(memberActions(staff, owner, team).blockedByLastOwner).toBe(false);
    expect(memberActions(owner, owner, team).blockedByLastOwner).toBe(true);
  });
});

describe("confirmsName", () => {
  it("needs the exact name, spaces around it aside", () => {
    expect(confirmsName("Riverside Jazz", "Riverside Jazz")).toBe(true);
    expect(confirmsName("  Riverside Jazz ", "Riverside Jazz")).toBe(true);
    expect(confirmsName("riverside jazz", "Riverside Jazz")).toBe(false);
    expect(confirmsName("Riverside", "Riverside Jazz")).toBe(false);
    expect(confirmsName("", "")).toBe(false);
  });
});

describe("sortMembers", () => {
  it("puts owners first, then admins, then staff, each by name", () => {
    const sorted = sortMembers([
      { userId: "1", role: "staff", name: "Ana" },
      { userId: "2", role: "owner", name: "Zeynep" },
      { userId: "3", role: "admin", name: "Mihai" },
      { userId: "4", role: "owner", name: "Bora" },
    ]);
    expect(sorted.map((member) => member.name)).toEqual(["Bora", "Zeynep", "Mihai", "Ana"]);
  });
});
