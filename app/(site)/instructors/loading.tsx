import { SearchSkeleton } from "@/components/search/search-skeleton";

export default function Loading() {
  return <SearchSkeleton />;
}
