"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import AddBusinessOutlined from "@mui/icons-material/AddBusinessOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { FeedbackProvider } from "@/components/events/feedback";
import { EmptyPanel } from "@/components/events/tab-parts";
import { RetryAlert } from "@/components/ui/retry-alert";
import { CreateVendorDialog } from "@/components/vendors/create-vendor-dialog";
import { useSwitchToVendor } from "@/components/vendors/use-switch-to-vendor";
import { VendorListRow } from "@/components/vendors/vendor-list-row";
import { VendorListSkeleton } from "@/components/vendors/vendor-list-skeleton";
import { VendorsHeading } from "@/components/vendors/vendors-heading";
import type { Currency } from "@/lib/events/schema";
import { useVendors } from "@/lib/swr/use-vendors";

type Props = { activeVendorId: string | null; appUrl: string; defaultCurrency: Currency };

export function VendorsScreen(props: Props) {
  return (
    <FeedbackProvider>
      <VendorsList {...props} />
    </FeedbackProvider>
  );
}

/**
 * /pages/vendors: the user's vendors with their role; "Create vendor" (the /vendor-sign-up form in
 * a dialog) and "Switch to" (the user menu's switcher). Each vendor's page holds its profile and team.
 */
function VendorsList({ activeVendorId, appUrl, defaultCurrency }: Props) {
  const t = useTranslations("vendors");
  const { data, error, mutate } = useVendors();
  const switcher = useSwitchToVendor(activeVendorId);
  const [isCreating, setCreating] = useState(false);
  const vendors = data ?? [];

  const createButton = (
    <Button variant="contained" size="large" startIcon={<AddBusinessOutlined />} onClick={() => setCreating(true)}>
      {t("list.create")}
    </Button>
  );

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
      <VendorsHeading title={t("list.title")} subtitle={t("list.subtitle")} action={createButton} />

      <Paper variant="outlined" sx={{ overflow: "hidden" }}>
        {error && !data ? (
          <RetryAlert
            message={t("list.loadFailed")}
            retryLabel={t("common.retry")}
            onRetry={() => void mutate()}
            sx={{ m: 2 }}
          />
        ) : !data ? (
          <VendorListSkeleton />
        ) : vendors.length === 0 ? (
          <Box sx={{ mt: "-1px" }}>
            <EmptyPanel
              icon={<StorefrontOutlined />}
              title={t("list.emptyTitle")}
              text={t("list.emptyText")}
              action={
                <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setCreating(true)}>
                  {t("list.create")}
                </Button>
              }
            />
          </Box>
        ) : (
          <Box component="ul" aria-label={t("list.label")} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {vendors.map((vendor) => (
              <VendorListRow
                key={vendor.id}
                vendor={vendor}
                isActive={vendor.id === switcher.activeVendorId}
                isSwitching={switcher.pendingVendorId === vendor.id}
                isSwitchDisabled={switcher.pendingVendorId !== undefined}
                onSwitch={() => void switcher.switchTo(vendor)}
              />
            ))}
          </Box>
        )}
      </Paper>

      {isCreating && (
        <CreateVendorDialog appUrl={appUrl} defaultCurrency={defaultCurrency} onClose={() => setCreating(false)} />
      )}
    </Box>
  );
}
