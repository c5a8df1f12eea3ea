import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { VendorScreen } from "@/components/vendors/vendor-screen";
import { requireUser } from "@/lib/auth/require-user";
import { requireFeature } from "@/lib/flags/require-feature";
import { findMemberVendor } from "@/lib/vendors/queries";

type Params = Promise<{ id: string }>;

async function loadMembership(id: string) {
  const user = await requireUser();
  return { user, vendor: await findMemberVendor(user.id, id) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { vendor } = await loadMembership((await params).id);
  return { title: vendor?.name ?? (await getTranslations("pages.vendors"))("title") };
}

/**
 * /pages/vendors/[id]?tab=profile|members. A vendor the user is not a member of is a 404, as in the
 * API; the profile and the team are read in the browser.
 */
export default async function VendorPage({ params }: { params: Params }) {
  await requireFeature("ENABLE_VENDORS"); // the specification's guard: off → /pages/dashboard
  const { user, vendor } = await loadMembership((await params).id);
  if (!vendor) notFound();
  return <VendorScreen initial={vendor} currentUserId={user.id} activeVendorId={user.activeVendorId} />;
}
