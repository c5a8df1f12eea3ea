import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import AccountCircleOutlinedIcon from "@mui/icons-material/AccountCircleOutlined";
import { TextLink } from "@/components/ui/links";
import { VendorSignUpForm } from "@/components/vendors/vendor-sign-up-form";
import { getAppUrl } from "@/lib/app-url";
import { getCurrentSession } from "@/lib/auth/current-user";
import { requireFeature } from "@/lib/flags/require-feature";
import { defaultVendorCurrency } from "@/lib/vendors/default-currency";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("vendorSignUp"))("title") };
}

// Reachable only with ENABLE_VENDORS on; otherwise (or when the flag cannot be read) the dashboard.
// A signed-in user adds a vendor to their account; a visitor signs up with one.
export default async function VendorSignUpPage() {
  await requireFeature("ENABLE_VENDORS");
  const [t, locale, session] = await Promise.all([getTranslations("vendorSignUp"), getLocale(), getCurrentSession()]);
  // A locked session (see /unlock-session) is not a signed-in user here either: the API would refuse it.
  const user = session && !session.claims.locked ? session.user : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, letterSpacing: "-0.02em", mb: 1, fontSize: { xs: "1.75rem", sm: "2.125rem" } }}
      >
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("intro")}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {user ? (
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 3, color: "text.secondary" }}>
            <AccountCircleOutlinedIcon aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {t("signedInAs", { name: user.displayName, email: user.email })}
            </Typography>
          </Box>
        ) : null}
        <VendorSignUpForm
          mode={user ? "member" : "visitor"}
          appUrl={getAppUrl()}
          defaultCurrency={defaultVendorCurrency(locale)}
        />
      </Paper>
      {!user && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: "center" }}>
          {t("haveAccount")}{" "}
          <TextLink href={`/sign-in?redirectURL=${encodeURIComponent("/vendor-sign-up")}`}>{t("signInLink")}</TextLink>
        </Typography>
      )}
    </Container>
  );
}
