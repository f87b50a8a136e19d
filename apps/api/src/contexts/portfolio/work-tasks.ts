// The portfolio context's work-pool tasks (src/work-tasks.ts gathers every context's).
import { onDemand } from '../../shared/on-demand-task.ts';
import type { renderMovementsXlsx } from './movements/render-movements-xlsx.ts';

export const portfolioTasks = {
  renderMovementsXlsx: onDemand<typeof renderMovementsXlsx>(() =>
    import('./movements/render-movements-xlsx.ts').then((m) => m.renderMovementsXlsx),
  ),
};
