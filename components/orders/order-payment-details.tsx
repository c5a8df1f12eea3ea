import { getTranslations } from "next-intl/server";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { OrderNote } from "@/components/orders/order-note";

/** An offline payment still due: by when, the host's instructions, the reference to mention and the total. */
export async function OrderPaymentDetails({
  dueLabel,
  instructions,
  reference,
  totalLabel,
  email,
}: {
  /** The payment deadline, formatted; null for an order from before payment deadlines. */
  dueLabel: string | null;
  instructions: string | undefined;
  reference: string;
  totalLabel: string;
  email: string;
}) {
  const t = await getTranslations("orders");
  const payBy = dueLabel === null ? null : t("awaiting.payBy", { date: dueLabel });
  return (
    <Box sx={{ width: "100%", textAlign: "left", display: "grid", gap: 2 }}>
      {payBy && <Typography sx={{ fontWeight: 700 }}>{payBy}</Typography>}
      <Box>
        <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {t("awaiting.instructions")}
        </Typography>
        <Box
          sx={{
            p: 2,
            borderRadius: 2,
            bgcolor: "action.hover",
            whiteSpace: "pre-line",
            overflowWrap: "anywhere",
          }}
        >
          {instructions?.trim() || t("awaiting.noInstructions")}
        </Box>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr auto" }, gap: 2, alignItems: "end" }}>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("awaiting.mention")}
          </Typography>
          <Box
            component="strong"
            sx={{
              display: "inline-block",
              fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
              fontSize: 20,
              letterSpacing: "0.08em",
              px: 1.25,
              py: 0.25,
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
            }}
          >
            {reference}
          </Box>
        </Box>
        <Box sx={{ textAlign: { xs: "left", sm: "right" } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("summary.total")}
          </Typography>
          <Box component="strong" sx={{ fontSize: 20, fontVariantNumeric: "tabular-nums" }}>
            {totalLabel}
          </Box>
        </Box>
      </Box>
      <OrderNote>{t("awaiting.emailSent", { email })}</OrderNote>
    </Box>
  );
}
