"use client";
import { useState } from "react";

/**
 * The checkout's promo code: whether its field is open, the code as typed (upper case), and the
 * server's refusal shown under it (a wrong code, or too many wrong codes from this connection).
 */
export function useCheckoutPromo() {
  const [isPromoOpen, setIsPromoOpen] = useState(false);
  const [promoCode, setPromoCode] = useState("");
  const [promoError, setPromoError] = useState<string | null>(null);
  return {
    isPromoOpen,
    openPromo: () => setIsPromoOpen(true),
    promoCode,
    promoError,
    changePromoCode: (code: string) => {
      setPromoCode(code.toUpperCase());
      setPromoError(null);
    },
    /** Opens the field and shows `text` under it; null clears it. */
    showPromoError: (text: string | null) => {
      if (text) setIsPromoOpen(true);
      setPromoError(text);
    },
  };
}
