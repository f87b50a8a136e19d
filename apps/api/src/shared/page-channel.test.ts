import { describe, expect, it } from 'vitest';
import { offerPages, pagesFrom } from './page-channel.ts';

/** Pages 0..count-1 of two rows each, counting the reads and whether the reader was stopped. */
function source(count: number, failAt?: number) {
  const seen = { reads: 0, stopped: false };
  async function* pages() {
    try {
      for (let i = 0; i < count; i++) {
        seen.reads++;
        if (i === failAt) throw new Error('the database went away');
        await new Promise((resolve) => setImmediate(resolve));
        yield [`${i}a`, `${i}b`];
      }
    } finally {
      seen.stopped = true;
    }
  }
  return { pages: pages(), seen };
}

describe('pages handed over a MessagePort', () => {
  it('arrive whole and in order, and the offer ends with them', async () => {
    const { pages, seen } = source(4);
    const offered = offerPages(pages);
    const got: string[][] = [];
    for await (const page of pagesFrom<string>(offered.port)) got.push(page);
    expect(got).toEqual([
      ['0a', '0b'],
      ['1a', '1b'],
      ['2a', '2b'],
      ['3a', '3b'],
    ]);
    expect(seen).toEqual({ reads: 4, stopped: true });
    expect(offered.error).toBeUndefined();
    offered.close();
  });

  it('are read only as the task asks (one ahead), and the reading stops when the task does', async () => {
    const { pages, seen } = source(100);
    const offered = offerPages(pages);
    for await (const page of pagesFrom<string>(offered.port)) {
      expect(page).toEqual(['0a', '0b']);
      break;
    }
    offered.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.reads).toBeLessThanOrEqual(2);
    expect(seen.stopped).toBe(true);
  });

  it('fail the task when a page cannot be read, and keep the reason for the caller', async () => {
    const { pages } = source(5, 2);
    const offered = offerPages(pages);
    const got: string[][] = [];
    await expect(
      (async () => {
        for await (const page of pagesFrom<string>(offered.port)) got.push(page);
      })(),
    ).rejects.toThrow('reading the rows failed');
    expect(got).toHaveLength(2);
    expect((offered.error as Error).message).toBe('the database went away');
    offered.close();
  });

  it('fail the task when the offer is closed while it waits, instead of leaving it waiting', async () => {
    async function* never(): AsyncGenerator<string[]> {
      yield ['0a'];
      await new Promise(() => undefined);
    }
    const offered = offerPages(never());
    const reading = (async () => {
      const got: string[][] = [];
      for await (const page of pagesFrom<string>(offered.port)) {
        got.push(page);
        offered.close();
      }
      return got;
    })();
    await expect(reading).rejects.toThrow('reading the rows failed');
  });
});
