import { ImageResponse } from "next/og";
import { CertificationCardImage } from "@/app/cards/certifications/certification-card-image";
import { cardText } from "@/app/cards/member/card-text";
import { CARD_SIZE } from "@/components/cards/card-frame";
import { getPublicCertificationCard } from "@/lib/certifications/certification-card";
import { signedQrByNumber } from "@/lib/credentials/compact-code";
import { verifyUrlOf } from "@/lib/users/qr";

const notFound = () => new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
// A revoked certification's image is gone for good (CONTRACT.md section 5): the error envelope,
// never cached, so a card shown anywhere stops loading at once.
const gone = () =>
  Response.json(
    { status: "error", message: "This certification has been revoked." },
    { status: 410, headers: { "Cache-Control": "no-store" } },
  );

// GET /cards/certifications/{number}.png: the card_url of a certification, public like /verify.
// Every text goes through cardText, so next/og never fetches a fallback font from the network.
export async function GET(_request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number: file } = await params;
  const number = file.endsWith(".png") ? file.slice(0, -4) : null;
  const card = number ? await getPublicCertificationCard(number) : null;
  if (card === "revoked") return gone();
  if (!card) return notFound();

  // The QR carries the signed code (decision 0032): a camera app opens the checker with it, which
  // verifies offline and links to the member's page; the printed text stays the member's link.
  const verifyUrl = verifyUrlOf(card.memberId);
  const signed = await signedQrByNumber(card.number);
  if (!signed) return notFound();
  const qr = signed.svg;
  return new ImageResponse(
    (
      <CertificationCardImage
        name={cardText(card.holderName, 34) ?? "DiveCert member"}
        memberId={card.memberId}
        courseName={cardText(card.courseName, 40) ?? "DiveCert course"}
        levelLabel={cardText(card.levelLabel, 22) ?? "-"}
        isoEquivalent={cardText(card.isoEquivalent, 22) ?? "-"}
        issuedAt={card.issuedAt}
        instructor={cardText(card.instructorName, 22) ?? "-"}
        diveCenter={cardText(card.diveCenter, 46) ?? "Not assigned"}
        number={cardText(card.number, 22) ?? "-"}
        superseded={card.status === "superseded"}
        qrDataUri={`data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}`}
        verifyText={cardText(verifyUrl.replace(/^https?:\/\//, ""), 80) ?? ""}
      />
    ),
    // A short lifetime: a revocation must reach caches within a minute (docs/decisions/0030).
    { ...CARD_SIZE, headers: { "Cache-Control": "public, max-age=60" } },
  );
}
