import { ListSkeleton } from "@/components/professional/list-skeleton";

export default function ClassroomsLoading() {
  return <ListSkeleton />;
}
