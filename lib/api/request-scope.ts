import { AsyncLocalStorage } from "node:async_hooks";

// Where the request being served came from (its address and request id), for the records that
// name them without the service seeing the request: the audit log's rows written by services that
// take only the acting user (lib/audit/record-audit.ts). The kernel (withApi) and the console's
// server actions open the scope; jobs and scripts run outside any.

export type RequestScope = { ip: string; requestId: string };

const scope = new AsyncLocalStorage<RequestScope>();

export const inRequestScope = <T>(value: RequestScope, fn: () => Promise<T>): Promise<T> => scope.run(value, fn);

export const currentRequestScope = (): RequestScope | undefined => scope.getStore();
