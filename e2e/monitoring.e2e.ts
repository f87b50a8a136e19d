import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { backupMetricNames } from '../apps/api/src/db/backup-metrics.ts';
import { freePort, waitForExit } from '../apps/api/src/test/server-process.ts';
import { ensureDebianBinary } from '../tools/debian-package.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

/**
 * What the person on call sees and what wakes them (docs/runbook.md): the alerting rules of
 * deploy/prometheus, checked by promtool with their unit tests, then loaded by a real Prometheus
 * (Debian's) with the deployment's own prometheus.yml, scraping a real product; the Grafana
 * dashboard's queries answered by that Prometheus. Every metric the rules read is one the product
 * exports (or the backup command's file), a healthy product fires nothing, and a signed contract altered on disk pages within
 * seconds of the back office opening it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rulesDir = path.join(repoRoot, 'deploy/prometheus');
const run = promisify(execFile);
const TOKEN = 'metrics-token-for-the-monitoring-journey';

const promtool = ensureDebianBinary('/usr/bin/promtool', 'prometheus', 'PROMTOOL_PATH');
const prometheusBinary = ensureDebianBinary('/usr/bin/prometheus', 'prometheus', 'PROMETHEUS_PATH');

it('promtool accepts the rules, and each alert fires and stays quiet as its unit tests say', async () => {
  const checked = await run(promtool, ['check', 'rules', path.join(rulesDir, 'alerts.yml')]);
  expect(checked.stdout).toMatch(/SUCCESS: \d+ rules found/);
  const tested = await run(promtool, ['test', 'rules', path.join(rulesDir, 'alerts.test.yml')]);
  expect(tested.stdout).toContain('SUCCESS');
});

interface PrometheusAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

describe('a real Prometheus with the deployment’s configuration, scraping a real product', () => {
  let product: RunningProduct;
  let prometheus: ChildProcess;
  let folder: string;
  let prometheusUrl = '';

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'invierte-prometheus-'));
    // The product keeps its files on its disk, where the journey alters one as an intruder would.
    product = await startProduct({ METRICS_TOKEN: TOKEN, FILES_STORE: 'local' });
    // deploy/prometheus/prometheus.yml as deployed, with this machine's addresses and files, and the
    // intervals shortened so an alert without `for` fires within seconds.
    const config = parse(await readFile(path.join(rulesDir, 'prometheus.yml'), 'utf8')) as {
      global: Record<string, string>;
      rule_files: string[];
      scrape_configs: Array<{
        job_name: string;
        authorization: { credentials_file: string };
        static_configs: Array<{ targets: string[] }>;
      }>;
    };
    config.global = { ...config.global, scrape_interval: '1s', evaluation_interval: '1s' };
    config.rule_files = config.rule_files.map((file) => path.join(rulesDir, file));
    const job = config.scrape_configs.find((c) => c.job_name === 'invierte-api')!;
    job.authorization.credentials_file = path.join(folder, 'token');
    job.static_configs = [{ targets: [new URL(product.baseUrl).host] }];
    await writeFile(path.join(folder, 'token'), TOKEN);
    await writeFile(path.join(folder, 'prometheus.yml'), stringify(config));
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      prometheusBinary,
      [
        `--config.file=${path.join(folder, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(folder, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=error',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    // Up once the product has been scraped (expect.poll belongs to tests, not hooks).
    const deadline = Date.now() + 30_000;
    for (;;) {
      const targets = await api<{ activeTargets: Array<{ health: string }> }>('/api/v1/targets').catch(
        () => null,
      );
      if (targets?.activeTargets[0]?.health === 'up') break;
      if (Date.now() > deadline)
        throw new Error(`Prometheus did not scrape the product: ${JSON.stringify(targets)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      prometheus.kill('SIGTERM');
      await waitForExit(prometheus);
    }
    await product?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function api<T>(pathAndQuery: string): Promise<T> {
    const res = await fetch(`${prometheusUrl}${pathAndQuery}`);
    const body = (await res.json()) as { status: string; data: T };
    if (body.status !== 'success') throw new Error(`${pathAndQuery}: ${JSON.stringify(body)}`);
    return body.data;
  }
  const alerts = async () => (await api<{ alerts: PrometheusAlert[] }>('/api/v1/alerts')).alerts;

  /**
   * The metrics `text` names that have no series in this Prometheus, other than those it cannot have
   * here: the backup command's file (its own test checks it), and the pool of connections to
   * PostgreSQL, which the embedded database this product runs has not.
   */
  async function missingSeries(text: string): Promise<string[]> {
    const known = [
      ...(await api<string[]>('/api/v1/label/__name__/values')),
      ...Object.values(backupMetricNames),
      'invierte_db_pool_connections',
    ];
    return [...new Set(text.match(/\b(invierte_[a-z0-9_]+|up)\b/g))].filter((name) => !known.includes(name));
  }

  it('loads every rule, finds every metric the rules read among the product’s series, and fires nothing', async () => {
    const groups = await api<{ groups: Array<{ rules: Array<{ name: string; health: string }> }> }>(
      '/api/v1/rules?type=alert',
    );
    const rules = groups.groups.flatMap((g) => g.rules);
    const source = await readFile(path.join(rulesDir, 'alerts.yml'), 'utf8');
    expect(rules.map((r) => r.name).sort()).toEqual(
      [...source.matchAll(/- alert: (\w+)/g)].map((m) => m[1]).sort(),
    );
    expect(rules.filter((r) => r.health === 'err')).toEqual([]);

    expect(await missingSeries(source.replace(/^\s*#.*$/gm, ''))).toEqual([]);
    expect((await alerts()).filter((a) => a.state === 'firing')).toEqual([]);
  });

  it('answers every query of the Grafana dashboard, each on series the product or the backups export', async () => {
    const dashboard = JSON.parse(
      await readFile(path.join(repoRoot, 'deploy/grafana/dashboards/invierte-api.json'), 'utf8'),
    ) as { panels: Array<{ title: string; targets?: Array<{ expr: string }> }> };
    const queries = dashboard.panels.flatMap((p) =>
      (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })),
    );
    expect(queries.length).toBeGreaterThan(10);
    const failed: string[] = [];
    for (const { panel, expr } of queries) {
      for (const name of await missingSeries(expr)) failed.push(`${panel}: no series ${name}`);
      // Grafana's own interval variable, as it puts it in for a 1 s scrape.
      const query = expr.replaceAll('$__rate_interval', '1m');
      const res = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}`);
      const body = (await res.json()) as { status: string; error?: string };
      if (body.status !== 'success') failed.push(`${panel}: ${body.error}`);
    }
    expect(failed).toEqual([]);
  });

  it('pages InvierteFileTampered once a signed contract altered on disk is opened by the back office', async () => {
    // A signed contract of the seeded story: an onboarding's contract folder keeps its PDF and the
    // SHA-256 recorded when it was signed; the PDF's name is the document's id.
    const uploads = path.join(product.dataDir, 'uploads', 'onboarding');
    let target: { onboardingId: string; documentId: string; file: string } | undefined;
    for (const onboardingId of await readdir(uploads)) {
      const contracts = path.join(uploads, onboardingId, 'contract');
      if (!existsSync(contracts)) continue;
      const signed = (await readdir(contracts)).find((f) => f.endsWith('.pdf.sha256'));
      if (signed) {
        const file = path.join(contracts, signed.replace(/\.sha256$/, ''));
        target = { onboardingId, documentId: path.basename(file, '.pdf'), file };
        break;
      }
    }
    expect(target).toBeDefined();
    const { onboardingId, documentId, file } = target!;
    const bytes = await readFile(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0x01;
    await writeFile(file, bytes);

    const login = await fetch(`${product.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', invierteapp: 'web' },
      body: JSON.stringify({ email: 'admin@invierte.pe', password: 'Admin2026' }),
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const opened = await fetch(
      `${product.baseUrl}/api/admin/onboarding/${onboardingId}/documents/${documentId}/file`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    expect(opened.status).toBe(409);

    await expect
      .poll(async () => (await alerts()).filter((a) => a.state === 'firing').map((a) => a.labels), {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual([
        expect.objectContaining({
          alertname: 'InvierteFileTampered',
          event: 'file.tampered',
          severity: 'page',
          job: 'invierte-api',
        }),
      ]);
  });
});
