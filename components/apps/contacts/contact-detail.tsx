"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import PersonOffOutlined from "@mui/icons-material/PersonOffOutlined";
import { ContactEditor } from "@/components/apps/contacts/contact-editor";
import { ContactView } from "@/components/apps/contacts/contact-view";
import type { ContactActions } from "@/components/apps/contacts/use-contact-actions";
import { apiStatus } from "@/components/events/api-error";
import { IconCircle } from "@/components/ui/icon-circle";
import { RetryAlert } from "@/components/ui/retry-alert";
import type { ContactAnswer } from "@/lib/contacts/schema";
import { useContact } from "@/lib/swr/use-contacts";

function DetailSkeleton() {
  return (
    <Box aria-hidden sx={{ p: 3, display: "flex", flexDirection: "column", alignItems: "center", gap: 1 }}>
      <Skeleton variant="circular" width={96} height={96} />
      <Skeleton width="60%" height={36} />
      <Skeleton width="40%" />
      <Box sx={{ width: "100%", mt: 3 }}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={48} />
        ))}
      </Box>
    </Box>
  );
}

function NotFound({ onClose }: { onClose: () => void }) {
  const t = useTranslations("contactsApp.detail");
  return (
    <Box sx={{ p: 4, display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center" }}>
      <IconCircle aria-hidden sx={{ mb: 2 }}>
        <PersonOffOutlined />
      </IconCircle>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t("notFoundTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 320 }}>
        {t("notFoundText")}
      </Typography>
      <Button onClick={onClose} sx={{ mt: 3 }}>
        {t("backToList")}
      </Button>
    </Box>
  );
}

/**
 * The contact named by the URL: read on its own (so a shared link opens it), shown at once from
 * the list when the list has it. A missing or someone else's id says so instead.
 */
export function ContactDetail({
  id,
  fallback,
  isEditing,
  onEdit,
  onDoneEditing,
  onClose,
  actions,
}: {
  id: string;
  fallback: ContactAnswer | undefined;
  isEditing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  onClose: () => void;
  actions: ContactActions;
}) {
  const tc = useTranslations("appsCommon");
  const t = useTranslations("contactsApp.detail");
  const { data, error, mutate } = useContact(id);
  const contact = data === undefined ? fallback : data;

  if (error && !contact) {
    // An id the API refuses outright (too long, blank) is as missing as an unknown one.
    if (apiStatus(error) === 400) return <NotFound onClose={onClose} />;
    return (
      <Box sx={{ p: 3 }}>
        <RetryAlert message={t("loadFailed")} retryLabel={tc("retry")} onRetry={() => void mutate()} />
      </Box>
    );
  }
  if (contact === undefined) return <DetailSkeleton />;
  if (contact === null) return <NotFound onClose={onClose} />;
  if (isEditing) return <ContactEditor contact={contact} actions={actions} onDone={onDoneEditing} />;
  return <ContactView contact={contact} actions={actions} onEdit={onEdit} />;
}
