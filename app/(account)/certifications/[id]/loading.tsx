import { RecordsSkeleton } from "@/components/forms/records-skeleton";

export default function Loading() {
  return <RecordsSkeleton label="Loading the certification results…" />;
}
