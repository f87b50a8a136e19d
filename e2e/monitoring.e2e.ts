import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { recordBackupOutcome } from '../apps/api/src/db/backup-metrics.ts';
import {
  CERTIFICATE_DAYS,
  deployDir,
  monitoringBinaries,
  PAGERDUTY_ROUTING_KEY,
  startMonitoringStack,
  watchedPostgresUrl,
  type MonitoringStack,
} from './support/monitoring-stack.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

/**
 * What the person on call sees and what wakes them (docs/runbook.md): the alerting rules of
 * deploy/prometheus, checked by promtool with their unit tests, and the routing of
 * deploy/alertmanager by amtool; then the deployment's monitoring run from Debian's packages
 * (e2e/support/monitoring-stack.ts) around a real product: Prometheus scraping it, the backup
 * host's node_exporter and the blackbox exporter's probes of its address, and Alertmanager delivering
 * to an SMTP relay and to a PagerDuty peer. Every
 * metric the rules and the dashboard read is one the product or the backups export, a healthy product
 * fires nothing, a signed contract altered on disk pages the person on call within seconds of the back
 * office opening it, and a failed backup reaches the SRE team's mailbox without waking anyone.
 */
const rulesDir = path.join(deployDir, 'prometheus');
const alertmanagerConfig = path.join(deployDir, 'alertmanager/alertmanager.yml');
const run = promisify(execFile);
const TOKEN = 'metrics-token-for-the-monitoring-journey';

const { promtool, amtool } = monitoringBinaries();

interface Rule {
  alert: string;
  expr: string;
  labels: Record<string, string>;
}
/** The rule files Prometheus loads (prometheus.yml's `rule_files`), each as text. */
const ruleSources = async (): Promise<string[]> => {
  const config = parse(await readFile(path.join(rulesDir, 'prometheus.yml'), 'utf8')) as {
    rule_files: string[];
  };
  return Promise.all(config.rule_files.map((file) => readFile(path.join(rulesDir, file), 'utf8')));
};
const alertRules = async (): Promise<Rule[]> =>
  (await ruleSources())
    .flatMap((text) => (parse(text) as { groups: Array<{ rules: Array<Rule | { record: string }> }> }).groups)
    .flatMap((g) => g.rules)
    .filter((r): r is Rule => 'alert' in r);

it('promtool accepts the rules, and each alert fires and stays quiet as its unit tests say', async () => {
  const checked = await run(promtool, [
    'check',
    'rules',
    path.join(rulesDir, 'slo.yml'),
    path.join(rulesDir, 'alerts.yml'),
  ]);
  expect(checked.stdout.match(/SUCCESS: \d+ rules found/g)).toHaveLength(2);
  const tested = await run(promtool, [
    'test',
    'rules',
    path.join(rulesDir, 'alerts.test.yml'),
    path.join(rulesDir, 'slo.test.yml'),
  ]);
  expect(tested.stdout.match(/SUCCESS/g)).toHaveLength(2);
});

it('amtool accepts the routing, and routes each alert to its team and severity’s receiver', async () => {
  const checked = await run(amtool, ['check-config', alertmanagerConfig]);
  expect(checked.stdout).toContain('SUCCESS');
  const routed: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const rule of await alertRules()) {
    const labels = Object.entries({ alertname: rule.alert, ...rule.labels }).map(([k, v]) => `${k}=${v}`);
    const answer = await run(amtool, [
      'config',
      'routes',
      'test',
      `--config.file=${alertmanagerConfig}`,
      ...labels,
    ]);
    routed[rule.alert] = answer.stdout.trim();
    expected[rule.alert] = `${rule.labels.team}-${rule.labels.severity}`;
  }
  expect(routed).toEqual(expected);
});

interface PrometheusAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

describe('the deployment’s Prometheus, node_exporter and Alertmanager around a real product', () => {
  let product: RunningProduct;
  let stack: MonitoringStack;

  beforeAll(async () => {
    // The product keeps its files on its disk, where the journey alters one as an intruder would.
    product = await startProduct({ METRICS_TOKEN: TOKEN, FILES_STORE: 'local' });
    stack = await startMonitoringStack({ productUrl: product.baseUrl, metricsToken: TOKEN });
    // Up once both targets have been scraped (expect.poll belongs to tests, not hooks).
    const deadline = Date.now() + 30_000;
    for (;;) {
      const targets = await api<{ activeTargets: Array<{ health: string }> }>('/api/v1/targets').catch(
        () => null,
      );
      // The product, node_exporter, postgres_exporter, redis_exporter, its two probes, the two
      // Alertmanagers and Prometheus itself.
      if (targets?.activeTargets.length === 9 && targets.activeTargets.every((t) => t.health === 'up')) break;
      if (Date.now() > deadline)
        throw new Error(`Prometheus did not scrape its targets: ${JSON.stringify(targets)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    await stack?.stop();
    await product?.stop();
  });

  async function api<T>(pathAndQuery: string): Promise<T> {
    const res = await fetch(`${stack.prometheusUrl}${pathAndQuery}`);
    const body = (await res.json()) as { status: string; data: T };
    if (body.status !== 'success') throw new Error(`${pathAndQuery}: ${JSON.stringify(body)}`);
    return body.data;
  }
  /** What fires in Prometheus, but for the monitoring's own heartbeat, which always does. */
  const problems = async () =>
    (await api<{ alerts: PrometheusAlert[] }>('/api/v1/alerts')).alerts.filter(
      (a) => a.state === 'firing' && a.labels.alertname !== 'InvierteWatchdog',
    );

  /**
   * The metrics `text` names (the product's, the monitoring's own, the probes', the hosts', PostgreSQL's, Redis's, `up`) that have no
   * series in this Prometheus, other than the pool of connections to PostgreSQL, which the embedded
   * database this product runs has not.
   */
  async function missingSeries(text: string): Promise<string[]> {
    const known = [...(await api<string[]>('/api/v1/label/__name__/values')), 'invierte_db_pool_connections'];
    return [
      ...new Set(text.match(/\b((?:invierte|alertmanager|prometheus|probe|node|pg|redis)_[a-z0-9_]+|up)\b/g)),
    ].filter((name) => !known.includes(name));
  }

  it('loads every rule, finds every metric the rules read among the series of the product and the backups, and tells nobody', async () => {
    const groups = await api<{
      groups: Array<{ rules: Array<{ name: string; health: string; query: string }> }>;
    }>('/api/v1/rules?type=alert');
    const rules = groups.groups.flatMap((g) => g.rules);
    const source = (await ruleSources()).join('\n');
    expect(rules.map((r) => r.name).sort()).toEqual(
      [...source.matchAll(/- alert: (\w+)/g)].map((m) => m[1]).sort(),
    );
    expect(rules.filter((r) => r.health === 'err')).toEqual([]);

    // The expressions as Prometheus loaded them (an annotation may name an exporter, not a series).
    expect(await missingSeries(rules.map((r) => r.query).join('\n'))).toEqual([]);
    expect(await problems()).toEqual([]);

    // The objectives' recordings, on the product's own series: people's calls count, none failed and
    // none was slow. (Prometheus's scrapes are no call, and record nothing before one.)
    const slo = await readFile(path.join(rulesDir, 'slo.yml'), 'utf8');
    const recordings = await api<{ groups: Array<{ rules: Array<{ name: string; health: string }> }> }>(
      '/api/v1/rules?type=record',
    );
    expect(
      recordings.groups
        .flatMap((g) => g.rules)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...slo.matchAll(/- record: (\S+)/g)].map((m) => m[1]).sort());
    const recorded = async (name: string) => {
      const { result } = await api<{ result: Array<{ metric: { job: string }; value: [number, string] }> }>(
        `/api/v1/query?query=${encodeURIComponent(name)}`,
      );
      return result.map((r) => ({ job: r.metric.job, value: Number(r.value[1]) }));
    };
    // A call at each try: a rate needs the counter to have grown between two scrapes.
    await expect
      .poll(
        async () => {
          expect((await fetch(`${product.baseUrl}/api/public-config`)).status).toBe(200);
          return (await recorded('invierte:slo_availability_requests:rate5m')).map((r) => r.value > 0);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toEqual([true]);
    const ratios = [
      'invierte:slo_availability_errors:ratio_rate5m',
      'invierte:slo_availability_errors:ratio_rate3d',
      'invierte:slo_latency_slow:ratio_rate5m',
      'invierte:slo_latency_slow:ratio_rate3d',
    ];
    // A rule group evaluates its rules one after another at one timestamp, and a scrape landing in
    // between is seen by the later ones only: a ratio recorded before the calls' rate rose is 0/0
    // until the next evaluation.
    await expect
      .poll(
        async () => (await Promise.all(ratios.map(recorded))).flat().every((r) => !Number.isNaN(r.value)),
        {
          timeout: 15_000,
          interval: 250,
        },
      )
      .toBe(true);
    for (const name of ratios)
      expect(await recorded(name), name).toEqual([{ job: 'invierte-api', value: 0 }]);
    // Prometheus sends to both Alertmanagers, which are one cluster.
    const alertmanagers = await api<{ activeAlertmanagers: unknown[] }>('/api/v1/alertmanagers');
    expect(alertmanagers.activeAlertmanagers).toHaveLength(2);
    for (const { url } of stack.alertmanagers) {
      const { cluster } = await alertmanagerStatus(url);
      expect(cluster.status).toBe('ready');
      expect(cluster.peers).toHaveLength(2);
    }
    expect(stack.pages).toEqual([]);
    expect(stack.mail).toEqual([]);
  });

  it('answers every query of the Grafana dashboard, each on series the product or the backups export', async () => {
    const dashboard = JSON.parse(
      await readFile(path.join(deployDir, 'grafana/dashboards/invierte-api.json'), 'utf8'),
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
      const res = await fetch(`${stack.prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}`);
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
      .poll(async () => (await problems()).map((a) => a.labels), {
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

    // Alertmanager pages the person on call through PagerDuty, with the key of the deployment's
    // secret file, and mails them: no one else is told.
    await expect
      .poll(() => triggered('InvierteFileTampered'), { timeout: 30_000, interval: 250 })
      .toHaveLength(1);
    const [page] = triggered('InvierteFileTampered');
    expect(page).toMatchObject({ routing_key: PAGERDUTY_ROUTING_KEY, payload: { severity: 'critical' } });
    expect(page!.payload.custom_details.firing).toContain(
      'A signed file no longer matches its recorded SHA-256',
    );
    await expect
      .poll(() => mailed('InvierteFileTampered'), { timeout: 10_000, interval: 250 })
      .toEqual(['guardia@invierte.pe']);
    // Both Alertmanagers got the alert; the second waits its place in the cluster (2 s here), sees
    // the first has told them, and tells no one again.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(triggered('InvierteFileTampered')).toHaveLength(1);
    expect(mailed('InvierteFileTampered')).toEqual(['guardia@invierte.pe']);
  });

  it('finds a transaction left open on PostgreSQL with the long-transaction alert’s own expression', async () => {
    // The alert waits for 15 minutes; its expression, with a second for a threshold, is run as is.
    const rule = (await alertRules()).find((r) => r.alert === 'InviertePostgresLongTransaction')!;
    const expr = rule.expr.replace(/>\s*900\s*$/, '> 1');
    expect(expr).not.toBe(rule.expr);
    const openOn = async () =>
      (
        await api<{ result: Array<{ metric: { datname: string } }> }>(
          `/api/v1/query?query=${encodeURIComponent(expr)}`,
        )
      ).result.map((r) => r.metric.datname);
    const session = new pg.Client({ connectionString: watchedPostgresUrl() });
    await session.connect();
    try {
      await session.query('begin');
      await session.query('select txid_current()');
      const { database } = session;
      await expect.poll(openOn, { timeout: 15_000, interval: 250 }).toContain(database);
    } finally {
      await session.query('rollback');
      await session.end();
    }
  });

  it('finds a Redis that would refuse writes when full with the misconfiguration alert’s own expression', async () => {
    // The stack's Redis runs with compose.yaml's settings: the rule finds nothing, until its
    // eviction policy is set back to Redis's default; the alert itself waits 30 minutes.
    const rule = (await alertRules()).find((r) => r.alert === 'InvierteRedisMisconfigured')!;
    const found = async () =>
      (
        await api<{ result: Array<{ metric: { job: string } }> }>(
          `/api/v1/query?query=${encodeURIComponent(rule.expr)}`,
        )
      ).result.map((r) => r.metric.job);
    expect(await found()).toEqual([]);
    const redis = new Redis(stack.redisUrl);
    try {
      await redis.config('SET', 'maxmemory-policy', 'noeviction');
      await expect.poll(found, { timeout: 15_000, interval: 250 }).toEqual(['redis']);
    } finally {
      await redis.config('SET', 'maxmemory-policy', 'volatile-ttl');
      redis.disconnect();
    }
    await expect.poll(found, { timeout: 15_000, interval: 250 }).toEqual([]);
  });

  it('mails the SRE team, and pages no one, when the scheduled backup fails, with one Alertmanager down', async () => {
    // The one that would notify first stops: the other must take its place.
    const first = await firstToNotify();
    await first.stop();
    // What `db:backup --metrics-file` records when a run fails (apps/api/src/db/backup-metrics.ts).
    await recordBackupOutcome(stack.backupMetricsFile, { ok: false, at: new Date(), seconds: 2 });
    await expect
      .poll(() => mailed('InvierteBackupFailed'), { timeout: 30_000, interval: 250 })
      .toEqual(['sre@invierte.pe']);
    const mail = stack.mail.find((m) => subject(m.data).includes('InvierteBackupFailed'))!;
    // The body (quoted-printable HTML) carries the alert's summary and its runbook entry.
    const body = mail.data
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain('The last backup on');
    expect(body).toContain('docs/runbook.md#inviertebackupfailed');
    expect(triggered('InvierteBackupFailed')).toEqual([]);
  });

  it('pages for a database out of reach, not also for the unready process or the 5xx it causes; an objective’s page holds back its ticket', async () => {
    // Alerts as Prometheus would post them: api-a cannot reach PostgreSQL (and so is unready), api-b
    // is unready for another reason; meanwhile both objectives burn their budgets, fast and slow.
    await postAlerts([
      ['InvierteDatabaseUnreachable', 'api-a:3000'],
      ['InvierteApiNotReady', 'api-a:3000'],
      ['InvierteApiNotReady', 'api-b:3000'],
      ['InvierteErrorBudgetBurnFast'],
      ['InvierteErrorBudgetBurnSlow'],
      ['InvierteLatencyBudgetBurnFast'],
      ['InvierteLatencyBudgetBurnSlow'],
    ]);

    // Each alert's group is sent on its own timer: either page may arrive first.
    await expect
      .poll(
        () => [triggered('InvierteDatabaseUnreachable').length, triggered('InvierteApiNotReady').length],
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([1, 1]);
    const [notReady] = triggered('InvierteApiNotReady');
    expect(notReady!.payload.custom_details).toMatchObject({ num_firing: '1' });
    expect(notReady!.payload.custom_details.firing).toContain('api-b:3000');
    expect(notReady!.payload.custom_details.firing).not.toContain('api-a:3000');
    const states = await fetch(
      `${(await firstToNotify()).url}/api/v2/alerts?filter=${encodeURIComponent('alertname="InvierteApiNotReady"')}`,
    ).then((r) => r.json() as Promise<Array<{ labels: { instance: string }; status: { state: string } }>>);
    expect(Object.fromEntries(states.map((a) => [a.labels.instance, a.status.state]))).toEqual({
      'api-a:3000': 'suppressed',
      'api-b:3000': 'active',
    });

    // The latency objective's page is the one page of the four: the database fault explains the
    // 5xx, and each objective's page already says what its ticket would.
    await expect
      .poll(() => triggered('InvierteLatencyBudgetBurnFast'), { timeout: 30_000, interval: 250 })
      .toHaveLength(1);
    const budgets = await fetch(
      `${(await firstToNotify()).url}/api/v2/alerts?filter=${encodeURIComponent('slo=~".+"')}`,
    ).then((r) => r.json() as Promise<Array<{ labels: { alertname: string }; status: { state: string } }>>);
    expect(Object.fromEntries(budgets.map((a) => [a.labels.alertname, a.status.state]))).toEqual({
      InvierteErrorBudgetBurnFast: 'suppressed',
      InvierteErrorBudgetBurnSlow: 'suppressed',
      InvierteLatencyBudgetBurnFast: 'active',
      InvierteLatencyBudgetBurnSlow: 'suppressed',
    });
    expect(triggered('InvierteErrorBudgetBurn')).toEqual([]);
    expect(mailed('InvierteLatencyBudgetBurnSlow')).toEqual([]);
  });

  it('pages through the mail when PagerDuty refuses a notification', async () => {
    // PagerDuty turns the routing key down (a disabled integration, say) as a page is sent.
    stack.refusePages(true);
    await postAlerts([['InvierteApiProcessDown', 'api-z:3000']]);

    // Prometheus sees the failed notification in Alertmanager's metrics, and the page about it reaches
    // the person on call by mail, the way that still works.
    await expect
      .poll(() => mailed('InvierteAlertDeliveryFailing'), { timeout: 30_000, interval: 250 })
      .toEqual(['guardia@invierte.pe']);
    expect(
      (await problems())
        .filter((a) => a.labels.alertname === 'InvierteAlertDeliveryFailing')
        .map((a) => a.labels.integration),
    ).toEqual(['pagerduty']);
    expect(mailed('InvierteApiProcessDown')).toEqual(['guardia@invierte.pe']);
    stack.refusePages(false);
  });

  it('probes the web app and readiness as a browser asks them, reads the certificate, and finds the site out of reach once the product stops', async () => {
    const byModule = async (query: string) => {
      const { result } = await api<{
        result: Array<{ metric: { module: string }; value: [number, string] }>;
      }>(`/api/v1/query?query=${encodeURIComponent(query)}`);
      return Object.fromEntries(result.map((r) => [r.metric.module, Number(r.value[1])]));
    };
    const probes = () => byModule('probe_success{job="invierte-probes"}');
    expect(await probes()).toEqual({ invierte_web: 1, invierte_ready: 1 });
    expect(await byModule('probe_http_ssl{job="invierte-probes"}')).toEqual({
      invierte_web: 1,
      invierte_ready: 1,
    });
    // The front's certificate ends in 10 days: the two-week ticket waits its hour, the page does not.
    const daysLeft = await byModule(
      '(probe_ssl_earliest_cert_expiry{job="invierte-probes"} - time()) / 86400',
    );
    for (const days of Object.values(daysLeft)) expect(Math.abs(days - CERTIFICATE_DAYS)).toBeLessThan(0.01);
    expect(Object.keys(daysLeft).sort()).toEqual(['invierte_ready', 'invierte_web']);
    const certificateAlerts = async () =>
      (await api<{ alerts: PrometheusAlert[] }>('/api/v1/alerts')).alerts
        .filter((a) => a.labels.alertname?.startsWith('InvierteCertificate'))
        .map((a) => `${a.labels.alertname} ${a.labels.module} ${a.state}`)
        .sort();
    await expect
      .poll(certificateAlerts, { timeout: 10_000, interval: 250 })
      .toEqual([
        'InvierteCertificateExpiring invierte_ready pending',
        'InvierteCertificateExpiring invierte_web pending',
      ]);

    // The product stops, as a balancer with nothing behind it would leave people: both probes fail at
    // once, and the page waits its 2 minutes (alerts.test.yml) in Prometheus's pending alerts.
    await product.stop();
    await expect
      .poll(probes, { timeout: 15_000, interval: 250 })
      .toEqual({ invierte_web: 0, invierte_ready: 0 });
    await expect
      .poll(
        async () =>
          (await api<{ alerts: PrometheusAlert[] }>('/api/v1/alerts')).alerts
            .filter((a) => a.labels.alertname === 'InvierteSiteUnreachable')
            .map((a) => `${a.labels.module} ${a.state}`)
            .sort(),
        { timeout: 15_000, interval: 250 },
      )
      .toEqual(['invierte_ready pending', 'invierte_web pending']);
  });

  it('beats the dead man’s switch while the monitoring runs, and falls silent once Prometheus stops', async () => {
    // The watchdog has fired since the first evaluation, and its beats keep coming (every second
    // here, every minute deployed).
    const before = stack.beats.length;
    expect(before).toBeGreaterThan(0);
    await expect
      .poll(() => stack.beats.length, { timeout: 10_000, interval: 250 })
      .toBeGreaterThanOrEqual(before + 2);
    // Nobody else hears of it.
    expect(triggered('InvierteWatchdog')).toEqual([]);
    expect(mailed('InvierteWatchdog')).toEqual([]);

    // With Prometheus gone the heartbeat is no longer sent: Alertmanager ends it when its last send
    // runs out (four resend delays, 4 s here), and the beats stop for good, which the switch turns
    // into a page.
    await stack.stopPrometheus();
    await expect
      .poll(
        async () => {
          const heard = stack.beats.length;
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          return stack.beats.length - heard;
        },
        { timeout: 60_000, interval: 0 },
      )
      .toBe(0);
  });

  /**
   * Posts alerts to the Alertmanager that notifies first as Prometheus would: each with its rule's
   * labels, the job, and an instance when it is one process's.
   */
  async function postAlerts(alerts: Array<[alertname: string, instance?: string]>) {
    const rules = await alertRules();
    const posted = await fetch(`${(await firstToNotify()).url}/api/v2/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        alerts.map(([alertname, instance]) => ({
          labels: {
            alertname,
            ...(instance ? { instance } : {}),
            job: 'invierte-api',
            ...rules.find((r) => r.alert === alertname)!.labels,
          },
          annotations: { summary: `${alertname} on ${instance ?? 'the service'}` },
        })),
      ),
    });
    expect(posted.status).toBe(200);
  }

  async function alertmanagerStatus(url: string) {
    const res = await fetch(`${url}/api/v2/status`);
    return (await res.json()) as {
      cluster: { name: string; status: string; peers: Array<{ name: string }> };
    };
  }

  /**
   * The running Alertmanager that notifies first: a cluster's members take their turns in the order
   * of their names, each waiting for the ones before it.
   */
  async function firstToNotify() {
    const running = [];
    for (const alertmanager of stack.alertmanagers) {
      const status = await alertmanagerStatus(alertmanager.url).catch(() => null);
      if (status) running.push({ ...alertmanager, name: status.cluster.name });
    }
    return running.sort((a, b) => a.name.localeCompare(b.name))[0]!;
  }

  /** The PagerDuty events that opened an incident for `alertname`. */
  function triggered(alertname: string) {
    return stack.pages.filter((e) => e.event_action === 'trigger' && e.payload.summary.includes(alertname));
  }

  /** A message's Subject header, unfolded. */
  function subject(data: string): string {
    return /^Subject: (.*)$/m.exec(data.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  }

  /** To whom the messages about `alertname` went. */
  function mailed(alertname: string): string[] {
    return stack.mail
      .filter((m) => subject(m.data).includes(alertname))
      .flatMap((m) => m.to.map((to) => /<(.+)>/.exec(to)?.[1] ?? to));
  }
});
