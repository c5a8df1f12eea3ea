import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { LinkButton } from "@/components/ui/links";
import { NoticePanel } from "@/components/ui/notice-panel";

/** What the vendors pages say while ENABLE_VENDORS is off: the feature is turned off, not broken. */
export async function VendorsOffNotice() {
  const [t, tList] = await Promise.all([getTranslations("vendors.off"), getTranslations("vendors.list")]);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}>
        {tList("title")}
      </Typography>
      <NoticePanel
        icon={<StorefrontOutlined />}
        title={t("title")}
        text={t("text")}
        action={
          <LinkButton href="/pages/dashboard" variant="outlined">
            {t("action")}
          </LinkButton>
        }
      />
    </Box>
  );
}
