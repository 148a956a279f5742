import type { CSSProperties, ReactNode } from "react";

// The frame shared by the PNG cards (membership, certification), rendered by Satori through
// next/og: flexbox only, inline styles, every element with several children is display:flex.

export const CARD_SIZE = { width: 1012, height: 638 } as const;

export const cardCaption: CSSProperties = { fontSize: 18, letterSpacing: 3, textTransform: "uppercase", color: "#a5f3fc" };

const backgrounds = {
  ocean: "linear-gradient(135deg, #082f49 0%, #0e7490 65%, #0891b2 100%)",
  // Superseded certifications: still genuine, visibly not the current card.
  muted: "linear-gradient(135deg, #1e293b 0%, #334155 65%, #475569 100%)",
} as const;

/** One labelled value; `width` fixes the column of a two-column grid. */
export function CardItem({ label, value, size = 30, top = 22, width }: { label: string; value: string; size?: number; top?: number; width?: number }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", marginTop: top, ...(width ? { width } : {}) }}>
      <div style={cardCaption}>{label}</div>
      <div style={{ fontSize: size, marginTop: 4, color: "#ffffff" }}>{value}</div>
    </div>
  );
}

export type CardFrameProps = {
  /** Top-right caption ("Membership card"); `badge` replaces it with a highlighted pill. */
  title: string;
  badge?: string;
  tone?: keyof typeof backgrounds;
  qrDataUri: string;
  qrSize?: number;
  /** The verify page without its scheme, printed for people who cannot scan. */
  verifyText: string;
  children: ReactNode;
};

export function CardFrame({ title, badge, tone = "ocean", qrDataUri, qrSize = 272, verifyText, children }: CardFrameProps) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        padding: "48px 56px",
        color: "#ffffff",
        backgroundImage: backgrounds[tone],
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div style={{ width: 44, height: 44, borderRadius: 22, background: "#22d3ee", marginRight: 16 }} />
          <div style={{ fontSize: 44, letterSpacing: 1 }}>DiveCert</div>
        </div>
        {badge ? (
          <div style={{ ...cardCaption, display: "flex", color: "#451a03", background: "#fbbf24", borderRadius: 999, padding: "8px 18px" }}>{badge}</div>
        ) : (
          <div style={cardCaption}>{title}</div>
        )}
      </div>
      <div style={{ display: "flex", flex: 1, marginTop: 36, justifyContent: "space-between" }}>
        {children}
        <div style={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
          <div style={{ display: "flex", background: "#ffffff", borderRadius: 20, padding: 12 }}>
            <img src={qrDataUri} width={qrSize} height={qrSize} alt="" />
          </div>
          <div style={{ ...cardCaption, marginTop: 14 }}>Scan to verify</div>
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 20, color: "#cffafe", borderTop: "1px solid rgba(255,255,255,0.25)", paddingTop: 16 }}>
        {verifyText}
      </div>
    </div>
  );
}
