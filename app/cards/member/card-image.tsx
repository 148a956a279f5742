import { CARD_SIZE, CardFrame, CardItem, cardCaption } from "@/components/cards/card-frame";

// Layout of the membership card PNG; the frame (logo, QR code, verify line) is shared.

export { CARD_SIZE };

export type CardImageProps = {
  name: string;
  memberId: string;
  qualification: string;
  diveCenter: string;
  qrDataUri: string;
  /** The verify page without its scheme, printed for people who cannot scan. */
  verifyText: string;
};

export function CardImage({ name, memberId, qualification, diveCenter, qrDataUri, verifyText }: CardImageProps) {
  return (
    <CardFrame title="Membership card" qrDataUri={qrDataUri} verifyText={verifyText}>
      <div style={{ display: "flex", flexDirection: "column", width: 560 }}>
        <div style={cardCaption}>Member</div>
        <div style={{ fontSize: 52, lineHeight: 1.1, marginTop: 6 }}>{name}</div>
        <CardItem label="Member ID" value={memberId} />
        <CardItem label="Qualification" value={qualification} />
        <CardItem label="Dive center" value={diveCenter} />
      </div>
    </CardFrame>
  );
}
