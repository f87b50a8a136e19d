import { esES } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { muiSpanish } from './mui-spanish';

type Props = Record<string, unknown>;
const propsOf = (locale: typeof esES, name: string) =>
  ((locale.components as Record<string, { defaultProps: Props }>)[name]?.defaultProps ?? {}) as Props;

describe('muiSpanish', () => {
  it("says exactly what MUI's esES says, for every component and text", () => {
    const components = Object.keys(esES.components ?? {});
    expect(Object.keys(muiSpanish.components ?? {}).sort()).toEqual([...components].sort());
    const samples: unknown[][] = [
      ['first'],
      ['last'],
      ['next'],
      ['previous'],
      ['page', 3, false],
      ['page', 3, true],
      [{ from: 1, to: 10, count: 1234 }],
      [{ from: 11, to: 20, count: -1 }],
      [1],
      [4],
    ];
    for (const name of components) {
      const theirs = propsOf(esES, name);
      const ours = propsOf(muiSpanish, name);
      expect(Object.keys(ours).sort(), name).toEqual(Object.keys(theirs).sort());
      for (const [key, value] of Object.entries(theirs)) {
        if (typeof value !== 'function') {
          expect(ours[key], `${name}.${key}`).toBe(value);
          continue;
        }
        const mine = ours[key] as (...args: unknown[]) => unknown;
        for (const args of samples.filter((sample) => sample.length <= Math.max(value.length, 1))) {
          let expected: unknown;
          try {
            expected = value(...args);
          } catch {
            continue;
          }
          expect(mine(...args), `${name}.${key}(${JSON.stringify(args)})`).toBe(expected);
        }
      }
    }
  });
});
