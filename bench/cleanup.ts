/** Undo steps (stop a server, drop a database, remove a folder), run last-in first-out even on Ctrl-C. */
type Undo = () => Promise<void>;

const stack: Array<{ label: string; undo: Undo }> = [];

/** Registers an undo step and returns a function that runs it now (once) and forgets it. */
export function defer(label: string, undo: Undo): () => Promise<void> {
  const entry = { label, undo };
  stack.push(entry);
  return async () => {
    const index = stack.indexOf(entry);
    if (index === -1) return;
    stack.splice(index, 1);
    await entry.undo();
  };
}

/** Runs every pending undo step; a failing one is reported and the rest still run. */
export async function cleanupAll(): Promise<void> {
  while (stack.length > 0) {
    const entry = stack.pop();
    if (!entry) break;
    try {
      await entry.undo();
    } catch (error) {
      console.error(`cleanup "${entry.label}" failed: ${(error as Error).message}`);
    }
  }
}
