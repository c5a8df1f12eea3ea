"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import AddOutlined from "@mui/icons-material/AddOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { EventTab } from "@/lib/events/schema";

/** What a tab with no events says (its own words, or that the search found nothing), with the way to create one. */
export function EventListEmpty({ tab, isSearch }: { tab: EventTab; isSearch: boolean }) {
  const t = useTranslations("events");
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: 1,
        px: 3,
        py: { xs: 6, md: 8 },
      }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: "text.secondary",
          mb: 1,
        }}
      >
        {isSearch ? <SearchOutlined /> : <EventOutlined />}
      </Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {isSearch ? t("empty.searchTitle") : t(`empty.${tab}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {isSearch ? t("empty.searchText") : t(`empty.${tab}.text`)}
      </Typography>
      <Button
        component={NextLink}
        href="/pages/events/new"
        variant="contained"
        startIcon={<AddOutlined />}
        sx={{ mt: 2 }}
      >
        {t("actions.create")}
      </Button>
    </Box>
  );
}
