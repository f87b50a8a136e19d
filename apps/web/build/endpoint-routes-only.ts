import { parseAst, type Plugin } from 'vite';

/**
 * The web build keeps only `method` and `path` of each endpoint declaration
 * (packages/domain/src/endpoints): `callEndpoint` needs nothing else at run time, and the types it
 * infers come from the source, not from the bundle. Left whole, every declaration would carry its
 * request and answer schemas, and through them zod and the contracts, into the first view of
 * every page that calls one endpoint (the landing's exchange rate, the public settings): about
 * 30 KB gzip over the landing's budget (npm run size).
 */

// Each context's declarations; define-endpoint.ts (the helpers) and index.ts (the barrel) stay as written.
const DECLARATIONS =
  /[\\/]packages[\\/]domain[\\/]src[\\/]endpoints[\\/](?!define-endpoint\.|index\.)[^\\/]+\.ts$/;
const KEPT = ['method', 'path'];

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * A declarations module rewritten as `export const name = { method, path };` for each of its
 * `export const name = defineEndpoint({...})`, and nothing else: no import is left, so neither
 * zod nor a contract is pulled in by it. Anything else exported there is refused, loudly, so that
 * a helper the web might use is never silently left out.
 */
export function keepRouteFields(code: string): string {
  const lines: string[] = [];
  for (const statement of parseAst(code).body as unknown as Node[]) {
    if (statement.type === 'ImportDeclaration') continue;
    if (statement.type === 'VariableDeclaration' && statement.kind === 'const') continue;
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration')
      throw new Error(`An endpoint declarations module only declares endpoints (found ${statement.type})`);
    for (const variable of declaration.declarations as Node[]) {
      const name = (variable.id as Node).name as string;
      const call = variable.init as Node | undefined;
      const [endpoint] = (call?.arguments as Node[] | undefined) ?? [];
      if (
        (call?.callee as Node | undefined)?.name !== 'defineEndpoint' ||
        endpoint?.type !== 'ObjectExpression'
      )
        throw new Error(`${name} is not declared with defineEndpoint({...})`);
      const fields = KEPT.map((field) => {
        const property = (endpoint.properties as Node[]).find(
          (candidate) => (candidate.key as Node | undefined)?.name === field,
        );
        const value = property?.value as Node | undefined;
        if (value?.type !== 'Literal') throw new Error(`${name} names its ${field} literally`);
        return `${field}: ${code.slice(value.start, value.end)}`;
      });
      lines.push(`export const ${name} = { ${fields.join(', ')} };`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function endpointRoutesOnly(): Plugin {
  return {
    name: 'invierte:endpoint-routes-only',
    apply: 'build',
    // After TypeScript is stripped, so the parser reads plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      return DECLARATIONS.test(id) ? { code: keepRouteFields(code), map: null } : undefined;
    },
  };
}
