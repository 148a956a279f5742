import type { TaskDefinition } from "@/lib/jobs/task";
import { exportDataTask } from "@/lib/jobs/tasks/export-data";
import { purgeExpiredTask } from "@/lib/jobs/tasks/purge-expired";
import { pushWalletPassesTask } from "@/lib/jobs/tasks/push-wallet-passes";
import { remindCourseLogsTask } from "@/lib/jobs/tasks/remind-course-logs";
import { remindMedicalTask } from "@/lib/jobs/tasks/remind-medical";
import { remindRenewalsTask } from "@/lib/jobs/tasks/remind-renewals";
import { restoreAccountsTask } from "@/lib/jobs/tasks/restore-accounts";
import { sendEmailTask } from "@/lib/jobs/tasks/send-email";

// The task registry, the one module that knows every kind of job (one file each in this folder).
// Add a task here and its queue is created at start, its worker runs wherever jobs are worked,
// its schedule (if any) registered. Only the queue's runners import it (lib/jobs/worker.ts,
// lib/jobs/start-in-server.ts); a service enqueues a job by importing that task's own file.
export const tasks: readonly TaskDefinition[] = [sendEmailTask, purgeExpiredTask, remindMedicalTask, remindCourseLogsTask, remindRenewalsTask, exportDataTask, restoreAccountsTask, pushWalletPassesTask];

export function taskNamed(name: string): TaskDefinition {
  const task = tasks.find((t) => t.name === name);
  if (!task) throw new Error(`No job task named "${name}" (lib/jobs/tasks/index.ts).`);
  return task;
}
