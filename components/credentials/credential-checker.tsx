"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { checkCode, ensureKeys, type CheckResult } from "@/lib/credentials/check-code";
import { scanQr } from "@/components/credentials/scan-qr";

type Status = { kind: "idle" } | { kind: "checking" } | { kind: "done"; result: CheckResult };

// /verify's checker: paste a code or scan a card, verified here in the browser with the
// organisation's published key (kept on the device), revocation asked for when online.
export function CredentialChecker() {
  const t = useTranslations("credentials.checker");
  const tLevel = useTranslations("labels.level");
  const id = useId();
  const [code, setCode] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [keysKept, setKeysKept] = useState<boolean | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const run = useCallback(async (text: string) => {
    setStatus({ kind: "checking" });
    const result = await checkCode(text);
    setStatus({ kind: "done", result });
    setKeysKept(result.state !== "no_keys");
    requestAnimationFrame(() => resultRef.current?.focus());
  }, []);

  useEffect(() => {
    // A camera app opened the card's link: the code is after '#', never sent to the server.
    const fromLink = window.location.hash.length > 1 ? decodeURIComponent(window.location.hash.slice(1)) : "";
    if (fromLink) {
      setCode(fromLink);
      void run(fromLink);
    } else {
      void ensureKeys().then(setKeysKept);
    }
    return () => stopRef.current?.();
  }, [run]);

  async function startScan() {
    setCameraError(false);
    setScanning(true);
    try {
      stopRef.current = await scanQr(videoRef.current!, (text) => {
        stopScan();
        setCode(text);
        void run(text);
      });
    } catch {
      setScanning(false);
      setCameraError(true);
    }
  }

  function stopScan() {
    stopRef.current?.();
    stopRef.current = null;
    setScanning(false);
  }

  const result = status.kind === "done" ? status.result : null;
  return (
    <div className="space-y-5">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) void run(code);
        }}
      >
        <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-slate-900">
          {t("pasteLabel")}
        </label>
        <textarea
          id={`${id}-code`}
          name="code"
          rows={4}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
          autoCapitalize="characters"
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t("pasteHint")}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={status.kind === "checking" || !code.trim()}>
            {status.kind === "checking" ? t("checking") : t("check")}
          </Button>
          {scanning ? (
            <Button variant="secondary" onClick={stopScan}>
              {t("stopScan")}
            </Button>
          ) : (
            <Button variant="secondary" onClick={startScan}>
              {t("scan")}
            </Button>
          )}
        </div>
      </form>

      <div className={scanning ? "block" : "hidden"}>
        <video ref={videoRef} className="aspect-square w-full max-w-sm rounded-xl bg-slate-900 object-cover" muted playsInline aria-label={t("cameraLabel")} />
        <p className="mt-2 text-sm text-slate-600" role="status">
          {scanning ? t("scanning") : ""}
        </p>
      </div>
      {cameraError ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          {t("cameraUnavailable")}
        </p>
      ) : null}

      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {result ? <ResultPanel result={result} t={t as unknown as T} levelLabel={(code) => (LEVELS.includes(code) ? tLevel(code as "diver") : code)} /> : null}
      </div>

      <p className="text-sm text-slate-600">{keysKept === false ? t("keysMissing") : keysKept ? t("keysKept") : ""}</p>
    </div>
  );
}

type T = (key: string) => string;
const LEVELS = ["diver", "specialty", "professional", "trainer", "examiner"];

function ResultPanel({ result, t, levelLabel }: { result: CheckResult; t: T; levelLabel: (code: string) => string }) {
  if (result.state === "valid" || result.state === "revoked") {
    const c = result.claims;
    const valid = result.state === "valid";
    const rows: [string, string][] = [
      [t("holder"), c.holderName],
      [t("memberId"), c.memberId],
      [t("course"), c.courseName],
      [t("level"), levelLabel(c.level)],
      [t("iso"), c.isoEquivalent ?? "—"],
      [t("issued"), c.issuedAt],
      [t("number"), c.number],
    ];
    return (
      <section
        aria-labelledby="checker-result"
        data-result={result.state}
        className={`rounded-2xl border p-5 ${valid ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50"}`}
      >
        <h2 id="checker-result" className={`text-xl font-bold ${valid ? "text-emerald-900" : "text-red-900"}`}>
          {valid ? t("valid") : t("revoked")}
        </h2>
        <p className={`mt-1 text-sm ${valid ? "text-emerald-900" : "text-red-900"}`}>
          {valid ? (result.revocation === "checked" ? t("validText") : t("validOffline")) : t("revokedText")}
        </p>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm">
          <a href={`/verify/${encodeURIComponent(c.memberId)}`} className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("memberPage")}
          </a>
        </p>
      </section>
    );
  }
  const title = result.state === "forged" ? t("forged") : result.state === "malformed" ? t("malformed") : t("noKeys");
  const text = result.state === "forged" ? t("forgedText") : result.state === "malformed" ? t("malformedText") : t("noKeysText");
  return (
    <section aria-labelledby="checker-result" data-result={result.state} className="rounded-2xl border border-red-300 bg-red-50 p-5">
      <h2 id="checker-result" className="text-xl font-bold text-red-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-red-900">{text}</p>
    </section>
  );
}
