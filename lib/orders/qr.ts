import "server-only";
import QRCode from "qrcode";

// A ticket's QR code holds just its code: the check-in screen accepts the same text typed or
// scanned, and a code carries no personal data if someone photographs the ticket.
const OPTIONS = { errorCorrectionLevel: "M", margin: 1 } as const;

/** The QR code as an SVG document (inline on the order page; scales to any size and prints sharp). */
export function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...OPTIONS, type: "svg", color: { dark: "#000000", light: "#ffffff" } });
}

/** The QR code as a PNG (mail clients do not show inline SVG). */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...OPTIONS, type: "png", width: 280 });
}
