"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import TextField from "@mui/material/TextField";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import type { EventCheckoutState } from "@/components/public/use-event-checkout";

/** "Have a promo code?", opening into its field; the server's refusal shows under it. */
export function CheckoutPromoField({ checkout }: { checkout: EventCheckoutState }) {
  const { t, isPromoOpen, openPromo, promoCode, promoError, changePromoCode } = checkout;
  return (
    <Box sx={{ mt: 0.5 }}>
      {!isPromoOpen ? (
        <Button size="small" startIcon={<LocalOfferOutlined />} onClick={openPromo} sx={{ px: 0.5 }}>
          {t("promoToggle")}
        </Button>
      ) : null}
      <Collapse in={isPromoOpen} unmountOnExit>
        <TextField
          label={t("promoLabel")}
          value={promoCode}
          onChange={(changeEvent) => changePromoCode(changeEvent.target.value)}
          error={Boolean(promoError)}
          helperText={promoError ?? t("promoHint")}
          size="small"
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: {
              maxLength: 32,
              autoCapitalize: "characters",
              autoComplete: "off",
              spellCheck: false,
            },
          }}
        />
      </Collapse>
    </Box>
  );
}
