// The shared admin kit: see each component's comment for its props.
export { DataTable, type AdminColumn } from "@/components/admin/data-table";
export { AdminSearchForm, type FilterField } from "@/components/admin/search-form";
export { AdminPagination } from "@/components/admin/pagination";
export { AdminStatusBadge, type BadgeTone } from "@/components/admin/status-badge";
export { withParams, firstParams, type QueryParams } from "@/components/admin/query";
export { ConfirmDialog } from "@/components/admin/confirm-dialog";
