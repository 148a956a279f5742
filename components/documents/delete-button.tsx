"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";

/** Delete with a second, explicit confirmation step in place (no browser dialog). */
export function DeleteButton({ title, action }: { title: string; action: () => Promise<{ error?: string }> }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  if (!confirming) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
    );
  }
  return (
    <div role="group" aria-label={`Confirm deleting ${title}`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-800">Delete “{title}”?</span>
      <Button
        variant="danger"
        size="sm"
        disabled={pending}
        onClick={() =>
          start(async () => {
            const result = await action();
            if (result.error) setError(result.error);
          })
        }
      >
        {pending ? "Deleting…" : "Yes, delete"}
      </Button>
      <Button variant="secondary" size="sm" disabled={pending} onClick={() => setConfirming(false)}>
        Cancel
      </Button>
      {error ? <p role="alert" className="w-full text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
