"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Button from "@mui/material/Button";
import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";

/** A read that failed, with a button that reads it again. */
export function HelpCenterLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("helpCenterApp");
  const tCommon = useTranslations("appsCommon");
  return <RetryAlert message={t("loadFailed")} retryLabel={tCommon("retry")} onRetry={onRetry} />;
}

/** An address that leads to no category or guide: what happened and the way back. */
export function HelpCenterNotFound({
  text,
  backHref,
  backLabel,
}: {
  text: string;
  backHref: string;
  backLabel: string;
}) {
  const t = useTranslations("helpCenterApp");
  return (
    <NoticePanel
      icon={<SearchOffOutlined />}
      title={t("notFoundTitle")}
      text={text}
      action={
        <Button component={NextLink} href={backHref} variant="contained">
          {backLabel}
        </Button>
      }
    />
  );
}
