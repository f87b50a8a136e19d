// The back office's work-pool tasks (src/work-tasks.ts gathers every context's).
import { onDemand } from '../../shared/on-demand-task.ts';
import type { readImportSheet } from './excel-import/read-sheet.ts';

export const backOfficeTasks = {
  /** An uploaded import file's sheet as plain values (excel-import). */
  readImportSheet: onDemand<typeof readImportSheet>(() =>
    import('./excel-import/read-sheet.ts').then((m) => m.readImportSheet),
  ),
};
