import { successEnvelope } from '@invierte/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('responseSerializerCompiler', () => {
  it('writes only the declared fields, so nothing returned by mistake leaks', () => {
    const write = compile(successEnvelope(z.object({ id: z.string(), amount: z.string().nullable() })));
    const json = write({ status: 'success', data: { id: 'u1', amount: null, passwordHash: 'scrypt$…' } });
    expect(JSON.parse(json)).toEqual({ status: 'success', data: { id: 'u1', amount: null } });
  });

  it('keeps records, arrays and recursive shapes', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const write = compile(z.object({ flags: z.record(z.string(), z.boolean()), tree: z.array(node) }));
    const value = {
      flags: { a: true, b: false },
      tree: [{ name: 'x', children: [{ name: 'y', children: [] }] }],
    };
    expect(JSON.parse(write(value))).toEqual(value);
  });
});
