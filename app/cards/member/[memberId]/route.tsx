import { ImageResponse } from "next/og";
import { CARD_SIZE, CardImage } from "@/app/cards/member/card-image";
import { cardText } from "@/app/cards/member/card-text";
import { getMemberCard } from "@/lib/users/member-card";
import { qrSvg, verifyUrlOf } from "@/lib/users/qr";

// GET /cards/member/{member_id}.png: the e_card of the user resource, public like /verify.
export async function GET(_request: Request, { params }: { params: Promise<{ memberId: string }> }) {
  const { memberId: file } = await params;
  const memberId = file.endsWith(".png") ? file.slice(0, -4) : null;
  const card = memberId ? await getMemberCard(memberId) : null;
  if (!card) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  const verifyUrl = verifyUrlOf(card.memberId);
  const qr = await qrSvg(verifyUrl);
  return new ImageResponse(
    (
      <CardImage
        name={cardText(card.fullName, 40) ?? "DiveCert member"}
        memberId={card.memberId}
        qualification={cardText(card.qualification) ?? "Member"}
        diveCenter={cardText(card.diveCenter) ?? "Not assigned"}
        qrDataUri={`data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}`}
        verifyText={cardText(verifyUrl.replace(/^https?:\/\//, ""), 80) ?? ""}
      />
    ),
    { ...CARD_SIZE, headers: { "Cache-Control": "public, max-age=300" } },
  );
}
