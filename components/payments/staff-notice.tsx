"use client";
import { useTranslations } from "next-intl";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";

/** What staff see instead of money: payments are for the account's owners and admins (the API answers them 403). */
export function StaffNotice() {
  const t = useTranslations("payments.staff");
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center" }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: "text.secondary",
          mb: 2,
        }}
      >
        <LockOutlined />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mt: 1 }}>
        {t("text")}
      </Typography>
      <Button component={NextLink} href="/pages/events" variant="outlined" sx={{ mt: 3 }}>
        {t("toEvents")}
      </Button>
    </Paper>
  );
}
