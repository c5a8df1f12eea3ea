import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { IconCircle } from "@/components/ui/icon-circle";
import { LinkButton, TextLink } from "@/components/ui/links";
import { AcceptInvitationButton } from "@/components/vendors/accept-invitation-button";
import { formatDay } from "@/components/vendors/vendor-format";
import {
  invitationPath,
  invitationView,
  signInToInvitationHref,
  signUpWithInvitationHref,
} from "@/components/vendors/invitation-view";
import { ApiError } from "@/lib/api/errors";
import { getCurrentSession } from "@/lib/auth/current-user";
import { previewInvitation } from "@/lib/vendors/accept-invitation";

type Params = Promise<{ token: string }>;

/** The message group of each closed state. */
const CLOSED_KEYS = { accepted: "accepted", revoked: "revoked", expired: "expired", "not-found": "notFound" } as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("vendors.invitation"))("metaTitle"), robots: { index: false } };
}

/** The invitation, or null for an unknown link (or with vendors off: the feature does not exist then). */
async function loadInvitation(token: string) {
  try {
    return (await previewInvitation(token)).invitation;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * /vendor-invitations/[token], the link in the invitation mail. Open to everyone (the proxy's route
 * table lets it through): a signed-in user accepts at once; a visitor signs in (and comes back
 * here) or signs up through the invitation; a used, revoked or expired link says so.
 */
export default async function VendorInvitationPage({ params }: { params: Params }) {
  const { token } = await params;
  const [t, tRoles, locale, session, invitation] = await Promise.all([
    getTranslations("vendors.invitation"),
    getTranslations("vendors.roles"),
    getLocale(),
    getCurrentSession(),
    loadInvitation(token),
  ]);
  const view = invitationView(invitation, !session ? "none" : session.claims.locked ? "locked" : "active");
  const vendor = invitation?.vendorName ?? "";
  const role = invitation ? tRoles(invitation.role) : "";
  const expires = formatDay(invitation?.expiresAt, locale);
  const closed = view === "accept" || view === "visitor" || view === "locked" ? null : CLOSED_KEYS[view];
  const isOpen = closed === null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
          <IconCircle aria-hidden>
            <StorefrontOutlined />
          </IconCircle>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800, overflowWrap: "anywhere" }}>
            {closed ? t(`${closed}.title`) : t("title", { vendor })}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {closed ? t(`${closed}.text`, { vendor, date: expires }) : t("text", { vendor, role })}
          </Typography>
          {isOpen && invitation && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t(`roleHint.${invitation.role}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {t("sentTo", { email: invitation.email, date: expires })}
              </Typography>
            </>
          )}
        </Stack>
        <Box sx={{ mt: 3 }}>
          {view === "accept" && session && (
            <Stack spacing={2}>
              <Typography variant="body2" sx={{ textAlign: "center", overflowWrap: "anywhere" }}>
                {t("signedInAs", { name: session.user.displayName, email: session.user.email })}
              </Typography>
              <AcceptInvitationButton
                token={token}
                labels={{
                  accept: t("accept"),
                  gone: t("gone"),
                  alreadyMember: t("alreadyMember", { vendor }),
                  failed: t("failed"),
                }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
                {t("notYou")} <TextLink href="/sign-out">{t("signOut")}</TextLink>
              </Typography>
            </Stack>
          )}
          {view === "visitor" && (
            <Stack spacing={1.5}>
              <LinkButton href={signUpWithInvitationHref(token)} variant="contained" size="large">
                {t("signUp")}
              </LinkButton>
              <LinkButton href={signInToInvitationHref(token)} variant="outlined" size="large">
                {t("signIn")}
              </LinkButton>
            </Stack>
          )}
          {view === "locked" && (
            <LinkButton
              href={`/unlock-session?redirectURL=${encodeURIComponent(invitationPath(token))}`}
              variant="contained"
              size="large"
              fullWidth
            >
              {t("unlock")}
            </LinkButton>
          )}
          {!isOpen && (
            <Box sx={{ display: "flex", justifyContent: "center" }}>
              <LinkButton href={session ? "/pages/dashboard" : "/home"} variant="outlined">
                {session ? t("toDashboard") : t("toHome")}
              </LinkButton>
            </Box>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
