import { createWorkPool, type WorkPool, type WorkPoolSizes } from './shared/work-pool.ts';
import type { WorkTasks } from './work-tasks.ts';

/** The API's pool: the tasks of work-tasks.ts, one per app (AppContext.work). */
export type AppWorkPool = WorkPool<WorkTasks>;

export const createAppWorkPool = (sizes: WorkPoolSizes): AppWorkPool =>
  createWorkPool<WorkTasks>({ tasks: new URL('./work-tasks.ts', import.meta.url), ...sizes });
