"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useVendorErrorText } from "@/components/vendors/use-vendor-error-text";
import { confirmsName } from "@/components/vendors/vendor-permissions";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { vendorUrl } from "@/lib/swr/use-vendors";

/**
 * Deleting a vendor (owners): what goes and what stays, then the vendor's name typed again before
 * the button works. A refusal (409: upcoming events with sold tickets) is shown in the dialog with
 * its reason.
 */
export function DeleteVendorDialog({ vendor, onClose }: { vendor: { id: string; name: string }; onClose: () => void }) {
  const t = useTranslations("vendors.delete");
  const router = useRouter();
  const errorText = useVendorErrorText();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const matches = confirmsName(typed, vendor.name);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    setProblem(null);
    setDeleting(true);
    try {
      await apiFetch(vendorUrl(vendor.id), jsonBody("DELETE", { confirmName: typed.trim() }));
      // To the list, then the shell renders again (the personal account, if this one was active).
      router.push("/pages/vendors");
      router.refresh();
    } catch (error) {
      setProblem(errorText(error, t("failed")));
      setDeleting(false);
    }
  }

  return (
    <Dialog open onClose={() => !isDeleting && onClose()} fullWidth maxWidth="sm" aria-labelledby="delete-vendor-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id="delete-vendor-title" sx={{ fontWeight: 700 }}>
          {t("title", { name: vendor.name })}
        </DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Typography color="text.secondary">{t("message")}</Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            label={t("typeName", { name: vendor.name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
            slotProps={{ htmlInput: { autoCapitalize: "none", spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose} disabled={isDeleting}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!matches} loading={isDeleting}>
            {t("confirm")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
