"use client";

import { Button } from "@/components/ui/button";

/** The offline page's "Try again": loads the address again (the network first, as every navigation). */
export function TryAgainButton({ label }: { label: string }) {
  return <Button onClick={() => window.location.reload()}>{label}</Button>;
}
