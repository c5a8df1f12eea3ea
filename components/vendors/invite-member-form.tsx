"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import SendOutlined from "@mui/icons-material/SendOutlined";
import { apiErrorCode, apiIssues } from "@/components/events/api-error";
import { useFeedback } from "@/components/events/feedback";
import { useVendorErrorText } from "@/components/vendors/use-vendor-error-text";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { useRefreshVendors, vendorUrl } from "@/lib/swr/use-vendors";
import { createInvitationSchema, INVITATION_ROLES, type InvitationRole } from "@/lib/vendors/team-schema";

/**
 * "Invite by email" (owners): an address and a role (admin or staff); the invitation goes by mail
 * with a single-use link valid for 7 days, and shows under "Pending invitations" until it is used.
 */
export function InviteMemberForm({ vendorId }: { vendorId: string }) {
  const t = useTranslations("vendors.invite");
  const tRoles = useTranslations("vendors.roles");
  const tValidation = useTranslations("validation");
  const notify = useFeedback();
  const errorText = useVendorErrorText();
  const refreshVendors = useRefreshVendors();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitationRole>("staff");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const translate = (key: string) => (tValidation.has(key as never) ? tValidation(key as never) : key);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = createInvitationSchema.safeParse({ email, role });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((found) => found.path[0] === "email") ?? parsed.error.issues[0];
      setEmailError(translate(issue.message));
      document.getElementById("invite-email")?.focus();
      return;
    }
    setSending(true);
    try {
      await apiFetch(vendorUrl(vendorId, "/invitations"), jsonBody("POST", parsed.data));
      notify(t("sent", { email: parsed.data.email }));
      setEmail("");
      setEmailError(null);
      void refreshVendors();
    } catch (error) {
      // "Already a member" belongs at the address, in the member's language.
      const issue = apiIssues(error).find((found) => found.path[0] === "email");
      if (apiErrorCode(error) === "already_member") setEmailError(errorText(error));
      else if (issue) setEmailError(translate(issue.message));
      else setFormError(errorText(error, t("failed")));
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="invite-heading"
      sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}
    >
      <Typography id="invite-heading" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t("title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("hint")}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 1fr) 160px auto" },
          gap: 1.5,
          alignItems: "start",
        }}
      >
        <TextField
          id="invite-email"
          name="email"
          type="email"
          size="small"
          label={t("email")}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(null);
          }}
          error={Boolean(emailError)}
          helperText={emailError ?? undefined}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { inputMode: "email", autoCapitalize: "none" } }}
        />
        <TextField
          select
          name="role"
          size="small"
          label={t("role")}
          value={role}
          onChange={(event) => setRole(event.target.value as InvitationRole)}
        >
          {INVITATION_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {tRoles(option)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" startIcon={<SendOutlined />} loading={isSending} sx={{ height: 40 }}>
          {t("submit")}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t(`roleHint.${role}`)}
      </Typography>
    </Box>
  );
}
