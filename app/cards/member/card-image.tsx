import type { CSSProperties } from "react";

// Layout of the membership card PNG (rendered by Satori: flexbox only, inline styles).

export const CARD_SIZE = { width: 1012, height: 638 } as const;

export type CardImageProps = {
  name: string;
  memberId: string;
  qualification: string;
  diveCenter: string;
  qrDataUri: string;
  /** The verify page without its scheme, printed for people who cannot scan. */
  verifyText: string;
};

const caption: CSSProperties = { fontSize: 18, letterSpacing: 3, textTransform: "uppercase", color: "#a5f3fc" };

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", marginTop: 22 }}>
      <div style={caption}>{label}</div>
      <div style={{ fontSize: 30, marginTop: 4, color: "#ffffff" }}>{value}</div>
    </div>
  );
}

export function CardImage({ name, memberId, qualification, diveCenter, qrDataUri, verifyText }: CardImageProps) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        padding: "48px 56px",
        color: "#ffffff",
        backgroundImage: "linear-gradient(135deg, #082f49 0%, #0e7490 65%, #0891b2 100%)",
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div style={{ width: 44, height: 44, borderRadius: 22, background: "#22d3ee", marginRight: 16 }} />
          <div style={{ fontSize: 44, letterSpacing: 1 }}>DiveCert</div>
        </div>
        <div style={caption}>Membership card</div>
      </div>
      <div style={{ display: "flex", flex: 1, marginTop: 36, justifyContent: "space-between" }}>
        <div style={{ display: "flex", flexDirection: "column", width: 560 }}>
          <div style={caption}>Member</div>
          <div style={{ fontSize: 52, lineHeight: 1.1, marginTop: 6 }}>{name}</div>
          <Item label="Member ID" value={memberId} />
          <Item label="Qualification" value={qualification} />
          <Item label="Dive center" value={diveCenter} />
        </div>
        <div style={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
          <div style={{ display: "flex", background: "#ffffff", borderRadius: 20, padding: 12 }}>
            <img src={qrDataUri} width={272} height={272} alt="" />
          </div>
          <div style={{ ...caption, marginTop: 14 }}>Scan to verify</div>
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 20, color: "#cffafe", borderTop: "1px solid rgba(255,255,255,0.25)", paddingTop: 16 }}>
        {verifyText}
      </div>
    </div>
  );
}
