import type { ReactNode } from "react";
import { CardFrame, CardItem, cardCaption } from "@/components/cards/card-frame";

// Layout of the certification card PNG: the holder, the course, then a two-column grid of facts.

export type CertificationCardImageProps = {
  name: string;
  memberId: string;
  courseName: string;
  levelLabel: string;
  isoEquivalent: string;
  issuedAt: string;
  instructor: string;
  diveCenter: string;
  number: string;
  superseded: boolean;
  qrDataUri: string;
  verifyText: string;
};

const COLUMN = 330;

function Row({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex" }}>{children}</div>;
}

export function CertificationCardImage(p: CertificationCardImageProps) {
  const item = (label: string, value: string) => <CardItem label={label} value={value} size={23} top={10} width={COLUMN} />;
  return (
    <CardFrame
      title="Certification card"
      badge={p.superseded ? "Superseded" : undefined}
      tone={p.superseded ? "muted" : "ocean"}
      qrDataUri={p.qrDataUri}
      qrSize={208}
      verifyText={p.verifyText}
    >
      <div style={{ display: "flex", flexDirection: "column", width: 660 }}>
        <div style={cardCaption}>Certified diver</div>
        <div style={{ fontSize: 42, lineHeight: 1.1, marginTop: 4 }}>{p.name}</div>
        <div style={{ fontSize: 27, lineHeight: 1.15, marginTop: 6, color: "#67e8f9" }}>{p.courseName}</div>
        <Row>
          {item("Level", p.levelLabel)}
          {item("ISO equivalent", p.isoEquivalent)}
        </Row>
        <Row>
          {item("Issued", p.issuedAt)}
          {item("Certification no.", p.number)}
        </Row>
        <Row>
          {item("Member ID", p.memberId)}
          {item("Instructor", p.instructor)}
        </Row>
        <Row>{item("Dive center", p.diveCenter)}</Row>
      </div>
    </CardFrame>
  );
}
