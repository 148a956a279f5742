import { LogbookSkeleton } from "@/components/logbook/skeleton";

export default function Loading() {
  return <LogbookSkeleton tiles={0} rows={6} label="Loading the dive…" />;
}
