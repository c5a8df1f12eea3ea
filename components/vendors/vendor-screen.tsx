"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import ArrowBackOutlined from "@mui/icons-material/ArrowBackOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { apiStatus } from "@/components/events/api-error";
import { FeedbackProvider } from "@/components/events/feedback";
import { NoticePanel } from "@/components/ui/notice-panel";
import { LinkButton } from "@/components/ui/links";
import { useVendorPageTab, VENDOR_PAGE_TABS, type VendorPageTab } from "@/components/vendors/use-vendor-page-tab";
import { VendorDangerZone } from "@/components/vendors/vendor-danger-zone";
import { VendorHeader } from "@/components/vendors/vendor-header";
import { VendorMembersTab } from "@/components/vendors/vendor-members-tab";
import { canEditProfile, isLastOwner } from "@/components/vendors/vendor-permissions";
import { VendorProfileForm } from "@/components/vendors/vendor-profile-form";
import { VendorProfileView } from "@/components/vendors/vendor-profile-view";
import { VendorsHeading } from "@/components/vendors/vendors-heading";
import { useVendorMembers, useVendorProfile } from "@/lib/swr/use-vendors";
import type { MemberVendor } from "@/lib/vendors/schema";

type Props = { initial: MemberVendor; currentUserId: string; activeVendorId: string | null };

export function VendorScreen(props: Props) {
  return (
    <FeedbackProvider>
      <VendorPage {...props} />
    </FeedbackProvider>
  );
}

/**
 * /pages/vendors/[id]?tab=profile|members: one vendor's header (name, the viewer's role, its public
 * page, "Switch to") over its profile (editable by owners and admins, read by staff, then leaving
 * and deleting) and its team.
 */
function VendorPage({ initial, currentUserId, activeVendorId }: Props) {
  const t = useTranslations("vendors");
  const { tab, selectTab } = useVendorPageTab();
  const { data, error, mutate } = useVendorProfile(initial.id);
  const members = useVendorMembers(initial.id);
  const vendor = data?.vendor;
  const self = members.data?.members.find((member) => member.userId === currentUserId);

  // Removed meanwhile, or the vendor deleted: even a page already showing it says so.
  if (error && apiStatus(error) === 404) {
    return (
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
        <VendorsHeading title={t("list.title")} />
        <NoticePanel
          icon={<StorefrontOutlined />}
          title={t("page.goneTitle")}
          text={t("page.goneText")}
          action={<LinkButton href="/pages/vendors">{t("page.back")}</LinkButton>}
        />
      </Box>
    );
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
      <Box>
        <Button
          component={NextLink}
          href="/pages/vendors"
          size="small"
          startIcon={<ArrowBackOutlined />}
          sx={{ ml: -1 }}
        >
          {t("page.back")}
        </Button>
      </Box>
      <VendorHeader
        vendor={{ ...initial, ...(vendor ?? {}) }}
        publicUrl={vendor?.publicUrl}
        activeVendorId={activeVendorId}
      />

      {error && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              {t("common.retry")}
            </Button>
          }
        >
          {t("page.loadFailed")}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: "hidden" }}>
        <Tabs
          value={tab}
          onChange={(_event, next: VendorPageTab) => selectTab(next)}
          aria-label={t("page.tabsLabel")}
          variant="scrollable"
          sx={{ px: { xs: 0, sm: 1 } }}
        >
          {VENDOR_PAGE_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`page.tabs.${value}`)}
              id={`vendor-tab-${value}`}
              aria-controls={`vendor-panel-${value}`}
              sx={{ minHeight: 52 }}
            />
          ))}
        </Tabs>
      </Paper>

      <Box role="tabpanel" id={`vendor-panel-${tab}`} aria-labelledby={`vendor-tab-${tab}`} sx={{ minWidth: 0 }}>
        {!vendor ? (
          !error && <Skeleton variant="rounded" height={320} />
        ) : tab === "members" ? (
          <VendorMembersTab vendor={vendor} currentUserId={currentUserId} />
        ) : (
          <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
            <Paper variant="outlined" component="section" aria-labelledby="profile-heading">
              <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
                <Box id="profile-heading" component="h2" sx={{ m: 0, fontWeight: 700, fontSize: "1.1rem" }}>
                  {t("profile.title")}
                </Box>
                <Box component="p" sx={{ m: 0, color: "text.secondary", fontSize: "0.875rem" }}>
                  {t("profile.subtitle")}
                </Box>
              </Box>
              {canEditProfile(vendor.role) ? (
                <VendorProfileForm key={vendor.id} vendor={vendor} />
              ) : (
                <VendorProfileView vendor={vendor} />
              )}
            </Paper>
            <VendorDangerZone
              vendor={vendor}
              currentUserId={currentUserId}
              isLastOwner={self && members.data ? isLastOwner(self, members.data.members) : undefined}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
