"use client";
import { useLocale, useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import { TextLink } from "@/components/ui/links";
import type { AccountInUseDetails } from "@/lib/users/schema";

/**
 * Why the account cannot be deleted yet, with where to fix it: upcoming events that sold tickets
 * (cancel and refund them on the events screen) and vendors with no other owner (hand over the
 * ownership or delete the vendor on the vendors screen).
 */
export function AccountInUseNotice({ details }: { details: AccountInUseDetails }) {
  const t = useTranslations("settings.data.delete.inUse");
  const locale = useLocale();
  return (
    <Alert severity="warning" role="alert" data-testid="account-in-use">
      <AlertTitle sx={{ fontWeight: 700 }}>{t("title")}</AlertTitle>
      {details.events.length > 0 && (
        <Box sx={{ mb: details.vendors.length > 0 ? 2 : 0 }}>
          <Typography variant="body2">{t("events", { count: details.events.length })}</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {details.events.map((event) => (
              <li key={event.id}>
                <Typography variant="body2">
                  {t("event", {
                    title: event.title,
                    date: formatDateTime(event.startsAt, locale),
                    count: event.soldTickets,
                  })}
                </Typography>
              </li>
            ))}
          </Box>
          <TextLink href="/pages/events" variant="body2" sx={{ fontWeight: 600 }}>
            {t("eventsLink")}
          </TextLink>
        </Box>
      )}
      {details.vendors.length > 0 && (
        <Box>
          <Typography variant="body2">{t("vendors", { count: details.vendors.length })}</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {details.vendors.map((vendor) => (
              <li key={vendor.id}>
                <Typography variant="body2">{vendor.name}</Typography>
              </li>
            ))}
          </Box>
          <TextLink href="/pages/vendors" variant="body2" sx={{ fontWeight: 600 }}>
            {t("vendorsLink")}
          </TextLink>
        </Box>
      )}
    </Alert>
  );
}
