"use client";
import { useTranslations } from "next-intl";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Button from "@mui/material/Button";
import NextLink from "next/link";
import { NoticePanel } from "@/components/ui/notice-panel";

/** What staff see instead of money: payments are for the account's owners and admins (the API answers them 403). */
export function StaffNotice() {
  const t = useTranslations("payments.staff");
  return (
    <NoticePanel
      icon={<LockOutlined />}
      title={t("title")}
      text={t("text")}
      action={
        <Button component={NextLink} href="/pages/events" variant="outlined">
          {t("toEvents")}
        </Button>
      }
    />
  );
}
