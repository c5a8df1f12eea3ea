import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";

type Props = {
  code: string;
  /** An SVG document from lib/orders/qr.ts (generated on our server from the code alone). */
  qr: string;
  ticketTypeName: string;
  attendeeName: string;
  eventTitle: string;
  when: string;
  label: string;
  qrLabel: string;
  checkedInLabel: string | null;
};

/**
 * One ticket: the QR code on a white card in both colour schemes (scanners need dark on light),
 * the code printed under it for typing at the door, and what it admits to. Prints one per block.
 */
export function TicketCard({
  code,
  qr,
  ticketTypeName,
  attendeeName,
  eventTitle,
  when,
  label,
  qrLabel,
  checkedInLabel,
}: Props) {
  return (
    <Box
      component="article"
      className="order-ticket"
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        alignItems: "center",
        gap: { xs: 1.5, sm: 3 },
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        border: "1px dashed",
        borderColor: "divider",
        bgcolor: "background.paper",
        breakInside: "avoid",
      }}
    >
      <Box
        role="img"
        aria-label={qrLabel}
        sx={{
          flex: "none",
          width: { xs: 220, sm: 176 },
          height: { xs: 220, sm: 176 },
          p: 1,
          bgcolor: "#fff",
          borderRadius: 2,
          "& svg": { display: "block", width: "100%", height: "100%" },
        }}
        dangerouslySetInnerHTML={{ __html: qr }}
      />
      <Box sx={{ minWidth: 0, flex: 1, textAlign: { xs: "center", sm: "left" } }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontWeight: 600, textTransform: "uppercase", letterSpacing: "0.08em", fontSize: 12 }}
        >
          {label}
        </Typography>
        <Typography
          variant="h6"
          component="h3"
          sx={{ fontWeight: 800, lineHeight: 1.25, mt: 0.25, overflowWrap: "anywhere" }}
        >
          {ticketTypeName}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {attendeeName}
        </Typography>
        <Typography
          component="p"
          sx={{
            mt: 1.25,
            fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
            fontSize: 22,
            fontWeight: 700,
            letterSpacing: "0.14em",
            wordBreak: "break-all",
          }}
        >
          {code}
        </Typography>
        <Box className="order-ticket-event" sx={{ display: "none" }}>
          <Typography sx={{ fontWeight: 700 }}>{eventTitle}</Typography>
          <Typography variant="body2">{when}</Typography>
        </Box>
        {checkedInLabel && (
          <Chip size="small" color="success" variant="outlined" label={checkedInLabel} sx={{ mt: 1 }} />
        )}
      </Box>
    </Box>
  );
}
