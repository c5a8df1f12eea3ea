"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import DeleteForeverOutlined from "@mui/icons-material/DeleteForeverOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { DeleteVendorDialog } from "@/components/vendors/delete-vendor-dialog";
import { useMemberActions } from "@/components/vendors/use-member-actions";
import { canDeleteVendor } from "@/components/vendors/vendor-permissions";

function DangerRow({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: { xs: "flex-start", sm: "center" },
        flexDirection: { xs: "column", sm: "row" },
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

/**
 * Leaving the vendor (anyone but its last owner, who must hand the ownership on first) and deleting
 * it (owners, with its name typed again).
 */
export function VendorDangerZone({
  vendor,
  currentUserId,
  isLastOwner,
}: {
  vendor: { id: string; name: string; role: string };
  currentUserId: string;
  /** The viewer is the vendor's only owner (unknown while the members are read). */
  isLastOwner: boolean | undefined;
}) {
  const t = useTranslations("vendors.danger");
  const actions = useMemberActions(vendor, currentUserId);
  const [isDeleting, setDeleting] = useState(false);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="danger-heading"
      sx={{ overflow: "hidden", borderColor: "error.main" }}
    >
      <Typography
        id="danger-heading"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, fontSize: "1.1rem", px: { xs: 2, sm: 2.5 }, pt: 2 }}
      >
        {t("title")}
      </Typography>
      <DangerRow
        title={t("leaveTitle")}
        text={isLastOwner ? t("leaveBlocked") : t("leaveText")}
        action={
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutOutlined />}
            onClick={() => void actions.leave()}
            disabled={isLastOwner !== false || actions.busy === "leave"}
          >
            {t("leave")}
          </Button>
        }
      />
      {canDeleteVendor(vendor.role) && (
        <DangerRow
          title={t("deleteTitle")}
          text={t("deleteText")}
          action={
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteForeverOutlined />}
              onClick={() => setDeleting(true)}
            >
              {t("delete")}
            </Button>
          }
        />
      )}
      {isDeleting && <DeleteVendorDialog vendor={vendor} onClose={() => setDeleting(false)} />}
    </Paper>
  );
}
