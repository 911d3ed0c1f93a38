import { loadOnFirstUse } from "../../kernel/lazy/load-on-first-use.ts";
import { formatMinor } from "./mapper.ts";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../../shared/membership.ts";

/** pdfkit loads with the first receipt written, not with the server (decision 16). */
const loadPdfKit = loadOnFirstUse(() => import("pdfkit").then((m) => m.default));

export interface ReceiptFacts {
  clubName: string;
  number: string;
  memberName: string;
  memberEmail: string;
  amount: number;
  currency: string;
  date: string;
  method: PaymentMethod;
  reference: string | null;
  balanceAfter: number;
}

/** The receipt of one payment as a one-page PDF (decision 48), its bytes. */
export async function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: 64,
    info: { Title: `Receipt ${facts.number}`, Author: facts.clubName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fillColor("#6b1d2a").font("Times-Roman").fontSize(26).text(facts.clubName);
  doc.moveDown(0.3).fillColor("#5f5850").font("Helvetica").fontSize(10).text("RECEIPT FOR MEMBERSHIP DUES");
  doc.moveDown(2).fillColor("#1c1a17").fontSize(12);
  const rows: Array<[string, string]> = [
    ["Receipt", facts.number],
    ["Received from", `${facts.memberName} <${facts.memberEmail}>`],
    ["Amount", formatMinor(facts.amount, facts.currency)],
    ["Date", facts.date],
    ["Method", PAYMENT_METHOD_LABELS[facts.method]],
    ...(facts.reference ? ([["Reference", facts.reference]] as Array<[string, string]>) : []),
    [
      "Balance after this payment",
      facts.balanceAfter > 0
        ? `${formatMinor(facts.balanceAfter, facts.currency)} still due`
        : facts.balanceAfter < 0
          ? `${formatMinor(-facts.balanceAfter, facts.currency)} in credit`
          : "Nothing owed",
    ],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica").fillColor("#5f5850").text(label, 64, y, { width: 170 });
    doc.font("Helvetica-Bold").fillColor("#1c1a17").text(value, 240, y, { width: 290 });
    doc.moveDown(0.8);
  }
  doc
    .moveDown(2)
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#5f5850")
    .text(`Thank you. This receipt was issued by ${facts.clubName} when the payment was recorded.`, 64);
  doc.end();
  return done;
}
