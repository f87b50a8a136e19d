import { threadEntry } from './shared/api-root.ts';
import { createWorkPool, type WorkPool, type WorkPoolSizes } from './shared/work-pool.ts';
import type { WorkTasks } from './work-tasks.ts';

/** The API's pool: the tasks of work-tasks.ts, one per app (AppContext.work). */
export type AppWorkPool = WorkPool<WorkTasks>;

export const createAppWorkPool = (sizes: WorkPoolSizes): AppWorkPool =>
  createWorkPool<WorkTasks>({ tasks: threadEntry('work-tasks.ts', 'work-tasks'), ...sizes });
