import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { AuthHeading } from "@/components/auth/auth-heading";
import { getCurrentSession } from "@/lib/auth/current-user";
import { UnlockSessionForm } from "./_components/unlock-session-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.unlockSession"))("title") };
}

export default async function UnlockSessionPage({ searchParams }: { searchParams: Promise<{ redirectURL?: string }> }) {
  const session = await getCurrentSession();
  if (!session) redirect("/sign-in");
  const t = await getTranslations("auth.unlockSession");
  const { user } = session;
  const { redirectURL } = await searchParams;
  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3 }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{ width: 56, height: 56, bgcolor: "primary.main", fontSize: 22 }}
        >
          {user.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap data-testid="unlock-user-name">
            {user.displayName}
          </Typography>
          <Typography color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <AuthHeading title={t("title")}>{t("subtitle")}</AuthHeading>
      <UnlockSessionForm
        email={user.email}
        name={user.displayName}
        redirectURL={typeof redirectURL === "string" ? redirectURL : undefined}
      />
    </>
  );
}
