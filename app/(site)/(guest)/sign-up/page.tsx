import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Alert from "@mui/material/Alert";
import { AuthHeading } from "@/components/auth/auth-heading";
import { SignUpForm, type SignUpInvitation } from "./_components/sign-up-form";
import { TextLink } from "@/components/ui/links";
import { signInToInvitationHref } from "@/components/vendors/invitation-view";
import { ApiError } from "@/lib/api/errors";
import { previewInvitation } from "@/lib/vendors/accept-invitation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signUp"))("title") };
}

/** `/sign-up?invitation=<token>`: the invitation, or null when the link is unknown or cannot be used any more. */
async function openInvitation(token: string | undefined) {
  if (!token) return null;
  try {
    const { invitation } = await previewInvitation(token);
    return invitation.status === "pending" ? invitation : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { invitation: param } = await searchParams;
  const token = typeof param === "string" && param.length <= 200 ? param : undefined;
  const [t, tInvitation, tRoles, invitation] = await Promise.all([
    getTranslations("auth.signUp"),
    getTranslations("vendors.invitation"),
    getTranslations("vendors.roles"),
    openInvitation(token),
  ]);
  // Through an invitation the new account joins the vendor as it is made (the sign-up request carries the token).
  const joining: SignUpInvitation | undefined =
    token && invitation ? { token, email: invitation.email, goneText: tInvitation("gone") } : undefined;
  return (
    <>
      <AuthHeading title={t("title")}>
        {t("haveAccount")}{" "}
        <TextLink href={joining ? signInToInvitationHref(joining.token) : "/sign-in"}>{t("signInLink")}</TextLink>
      </AuthHeading>
      {invitation && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {tInvitation("signUpBanner", { vendor: invitation.vendorName, role: tRoles(invitation.role) })}
        </Alert>
      )}
      {token && !invitation && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {tInvitation("signUpGone")}
        </Alert>
      )}
      <SignUpForm invitation={joining} />
    </>
  );
}
