import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default function Loading() {
  return <LogbookSkeleton tiles={0} rows={5} label="Loading the dives to sign…" />;
}
