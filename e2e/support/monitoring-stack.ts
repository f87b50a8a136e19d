import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import {
  recordBackupOutcome,
  recordDrillOutcome,
  recordPruneOutcome,
} from '../../apps/api/src/db/backup-metrics.ts';
import { loopbackSmtpServer } from '../../apps/api/src/test/loopback-smtp.ts';
import { freePort, waitForExit } from '../../apps/api/src/test/server-process.ts';
import { ensureDebianBinaries } from '../../tools/debian-package.ts';
import { startOwnRedis, type OwnRedis } from './deployed-redis.ts';
import { startTlsFront } from './tls-front.ts';

/**
 * The deployment's monitoring (deploy/prometheus, deploy/alertmanager, deploy/blackbox) run from
 * Debian's packages around a running product: node_exporter's filesystem and textfile collectors (the
 * machine's disks, a backups' metrics file), postgres_exporter on the machine's PostgreSQL server
 * (TOPOLOGY_POSTGRES_URL's, as the topology journeys use), redis_exporter on a redis-server of its
 * own with the deployment's settings, the blackbox exporter probing the product through TLS in front of it
 * (e2e/support/tls-front.ts) as through the public address, a cluster of two Alertmanagers, as
 * compose.yaml runs them, and Prometheus. Each configuration is the deployment's own with only what
 * belongs to this machine changed: addresses, secret files, the authority the probes trust, and the
 * intervals shortened so that an alert reaches its receiver within seconds. Its receivers are real
 * peers on loopback: an SMTP server that keeps each message, an HTTP server that answers as
 * PagerDuty's Events API v2 does, and one that keeps the heartbeat's beats as a dead man's switch does.
 */
export const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');

export const PAGERDUTY_ROUTING_KEY = 'routing-key-of-the-monitoring-journey';

/** What Alertmanager posts to PagerDuty's Events API v2 (the parts the journey reads). */
export interface PagerDutyEvent {
  routing_key: string;
  event_action: 'trigger' | 'resolve';
  dedup_key: string;
  payload: { summary: string; severity: string; custom_details: Record<string, string> };
}

/**
 * Debian's programs of the monitoring, installed together when missing (one apt-get run): the
 * journey asks for them as it loads, before any hook's time limit runs.
 */
export const monitoringBinaries = () =>
  ensureDebianBinaries({
    prometheus: { binary: '/usr/bin/prometheus', pkg: 'prometheus', envVar: 'PROMETHEUS_PATH' },
    promtool: { binary: '/usr/bin/promtool', pkg: 'prometheus', envVar: 'PROMTOOL_PATH' },
    alertmanager: {
      binary: '/usr/bin/prometheus-alertmanager',
      pkg: 'prometheus-alertmanager',
      envVar: 'ALERTMANAGER_PATH',
    },
    amtool: { binary: '/usr/bin/amtool', pkg: 'prometheus-alertmanager', envVar: 'AMTOOL_PATH' },
    nodeExporter: {
      binary: '/usr/bin/prometheus-node-exporter',
      pkg: 'prometheus-node-exporter',
      envVar: 'NODE_EXPORTER_PATH',
    },
    postgresExporter: {
      binary: '/usr/bin/prometheus-postgres-exporter',
      pkg: 'prometheus-postgres-exporter',
      envVar: 'POSTGRES_EXPORTER_PATH',
    },
    redisExporter: {
      binary: '/usr/bin/prometheus-redis-exporter',
      pkg: 'prometheus-redis-exporter',
      envVar: 'REDIS_EXPORTER_PATH',
    },
    blackboxExporter: {
      binary: '/usr/bin/prometheus-blackbox-exporter',
      pkg: 'prometheus-blackbox-exporter',
      envVar: 'BLACKBOX_EXPORTER_PATH',
    },
    openssl: { binary: '/usr/bin/openssl', pkg: 'openssl', envVar: 'OPENSSL_PATH' },
  });

/** PagerDuty's Events API v2 on loopback; `refusing` answers 400 as it does to a disabled routing key. */
async function pagerDutyPeer() {
  const events: PagerDutyEvent[] = [];
  const state = { refusing: false };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const event = JSON.parse(body) as PagerDutyEvent;
      if (state.refusing) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'invalid event', message: 'Event object is invalid' }));
        return;
      }
      events.push(event);
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'success', message: 'Event processed', dedup_key: event.dedup_key }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/enqueue`,
    events,
    state,
  };
}

/** A dead man's switch on loopback: it keeps the time of each beat Alertmanager posts to it. */
async function heartbeatPeer(): Promise<{ server: Server; url: string; beats: number[] }> {
  const beats: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      beats.push(Date.now());
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ping`, beats };
}

/** A program of the stack, its error output kept in a file to show when it fails to start. */
interface Program {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** How many Alertmanagers the journey clusters, as compose.yaml does. */
const ALERTMANAGERS = 2;
/**
 * The cluster's waits, shortened: gossip every 50 ms (so it settles in about 2.5 s instead of 10),
 * and each Alertmanager after the first waits 2 s per place (15 s by default) for the one before it
 * to have notified, before notifying itself.
 */
const clusterFlags = ['--cluster.gossip-interval=50ms', '--cluster.peer-timeout=2s'];

type Route = {
  receiver?: string;
  group_wait?: string;
  group_interval?: string;
  repeat_interval?: string;
  routes?: Route[];
};
type Receiver = { name: string; webhook_configs?: Array<{ url: string }> };

type ProbeModule = { http: Record<string, unknown> };
/** Days left on the certificate of the journey's public address: the 14-day ticket's range, not the page's. */
export const CERTIFICATE_DAYS = 10;

/** The PostgreSQL server postgres_exporter watches: the machine's, as the topology journeys use it. */
export const watchedPostgresUrl = () => {
  const url = new URL(process.env.TOPOLOGY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'disable');
  return url.toString();
};

export async function startMonitoringStack(options: { productUrl: string; metricsToken: string }) {
  const bin = monitoringBinaries();
  const folder = await mkdtemp(path.join(tmpdir(), 'invierte-monitoring-'));
  const programs: Program[] = [];
  const smtp = await loopbackSmtpServer();
  const pagerDuty = await pagerDutyPeer();
  const heartbeat = await heartbeatPeer();

  /**
   * Starts a program and waits until `readyPath` answers 200 on its address. `quiet` is how it is told
   * to log errors only (redis_exporter has no such flag: it logs little).
   */
  async function startProgram(
    name: string,
    binary: string,
    port: number,
    args: string[],
    readyPath: string,
    { env, quiet = ['--log.level=error'] }: { env?: Record<string, string>; quiet?: string[] } = {},
  ) {
    const log = path.join(folder, `${name}.log`);
    const output = await open(log, 'w');
    const child = spawn(binary, [...args, `--web.listen-address=127.0.0.1:${port}`, ...quiet], {
      stdio: ['ignore', 'ignore', output.fd],
      ...(env ? { env: { ...process.env, ...env } } : {}),
    });
    await output.close();
    const program: Program = {
      url: `http://127.0.0.1:${port}`,
      child,
      stop: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        await waitForExit(child);
      },
    };
    programs.push(program);
    const deadline = Date.now() + 30_000;
    while (!(await fetch(`${program.url}${readyPath}`).catch(() => null))?.ok) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`${name} did not start:\n${(await readFile(log, 'utf8')).slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return program;
  }

  let front: Awaited<ReturnType<typeof startTlsFront>> | undefined;
  let redis: OwnRedis | undefined;
  async function stop() {
    for (const program of [...programs].reverse()) await program.stop();
    await front?.close();
    await redis?.stop();
    await smtp.close();
    await new Promise<void>((resolve) => pagerDuty.server.close(() => resolve()));
    await new Promise<void>((resolve) => heartbeat.server.close(() => resolve()));
    await rm(folder, { recursive: true, force: true });
  }

  try {
    // The backup host: the file `db:backup --metrics-file` writes, after yesterday's failed run and
    // today's whole one, read by node_exporter as compose.yaml runs it.
    const textfileDir = path.join(folder, 'backup-metrics');
    await mkdir(textfileDir);
    const backupMetricsFile = path.join(textfileDir, 'invierte_backup.prom');
    const now = Date.now();
    await recordBackupOutcome(backupMetricsFile, { ok: false, at: new Date(now - 86_400_000), seconds: 2 });
    await recordBackupOutcome(backupMetricsFile, {
      ok: true,
      at: new Date(now),
      seconds: 4,
      bytes: 52_000,
      encrypted: true,
      signed: true,
    });
    // …and the prune that followed it, which found that backup whole.
    await recordPruneOutcome(path.join(textfileDir, 'invierte_backup_retention.prom'), {
      at: new Date(now),
      newestIntact: true,
      kept: 24,
      oldest: new Date(now - 365 * 86_400_000),
    });
    // …and the restore drills: one that failed ten days ago, and this week's, which passed.
    const drillFile = path.join(textfileDir, 'invierte_restore_drill.prom');
    await recordDrillOutcome(drillFile, { ok: false, at: new Date(now - 10 * 86_400_000) });
    await recordDrillOutcome(drillFile, {
      ok: true,
      at: new Date(now - 3 * 86_400_000),
      seconds: 95,
      backupAgeSeconds: 5 * 3600,
    });
    const nodeExporterStarting = startProgram(
      'node_exporter',
      bin.nodeExporter,
      await freePort(),
      [
        '--collector.disable-defaults',
        '--collector.filesystem',
        '--collector.textfile',
        `--collector.textfile.directory=${textfileDir}`,
      ],
      '/metrics',
    );

    // PostgreSQL as it sees itself, as compose.yaml's postgres-exporter reads it.
    const postgresExporterStarting = startProgram(
      'postgres_exporter',
      bin.postgresExporter,
      await freePort(),
      [],
      '/metrics',
      { env: { DATA_SOURCE_NAME: watchedPostgresUrl() } },
    );

    // Redis as it sees itself, as compose.yaml's redis-exporter reads it: a redis-server of the
    // stack's own, with the deployment's settings, that a test may change.
    redis = await startOwnRedis(['127.0.0.1']);
    const redisExporterStarting = startProgram(
      'redis_exporter',
      bin.redisExporter,
      await freePort(),
      [`--redis.addr=${redis.url}`],
      '/metrics',
      { quiet: [] },
    );

    // The public address: TLS in front of the product, with a certificate ending in 10 days; and the
    // blackbox exporter with the deployment's probes, trusting that certificate.
    front = await startTlsFront({
      openssl: bin.openssl,
      folder,
      upstream: options.productUrl,
      days: CERTIFICATE_DAYS,
    });
    const blackbox = parse(await readFile(path.join(deployDir, 'blackbox/blackbox.yml'), 'utf8')) as {
      modules: Record<string, ProbeModule>;
    };
    for (const probe of Object.values(blackbox.modules))
      probe.http.tls_config = { ca_file: front.certificate };
    await writeFile(path.join(folder, 'blackbox.yml'), stringify(blackbox));
    const blackboxStarting = startProgram(
      'blackbox_exporter',
      bin.blackboxExporter,
      await freePort(),
      [`--config.file=${path.join(folder, 'blackbox.yml')}`],
      '/-/healthy',
    );

    // The Alertmanagers: their secrets in files, their receivers on loopback, their waits cut to a
    // second, one cluster.
    const secrets = {
      smtpPassword: path.join(folder, 'smtp-password'),
      routingKey: path.join(folder, 'routing-key'),
    };
    await writeFile(secrets.smtpPassword, 'smtp-password-of-the-monitoring-journey');
    await writeFile(secrets.routingKey, PAGERDUTY_ROUTING_KEY);
    const alertmanagerText = (await readFile(path.join(deployDir, 'alertmanager/alertmanager.yml'), 'utf8'))
      .replaceAll('/etc/alertmanager-secrets/smtp-password', secrets.smtpPassword)
      .replaceAll('/etc/alertmanager-secrets/pagerduty-routing-key', secrets.routingKey);
    const alertmanagerConfig = parse(alertmanagerText) as {
      global: Record<string, unknown>;
      route: Route;
      receivers: Receiver[];
    };
    Object.assign(alertmanagerConfig.global, {
      smtp_smarthost: `127.0.0.1:${smtp.port}`,
      // The loopback peer offers no STARTTLS; the deployment's relay must.
      smtp_require_tls: false,
      pagerduty_url: pagerDuty.url,
    });
    for (const webhook of alertmanagerConfig.receivers.find((r) => r.name === 'sre-heartbeat')
      ?.webhook_configs ?? [])
      webhook.url = heartbeat.url;
    // The heartbeat beats every second instead of every minute; the others keep their repeats.
    const quicken = (route: Route) => {
      route.group_wait = '1s';
      route.group_interval = '1s';
      if (route.receiver === 'sre-heartbeat') route.repeat_interval = '1s';
      route.routes?.forEach(quicken);
    };
    quicken(alertmanagerConfig.route);
    await writeFile(path.join(folder, 'alertmanager.yml'), stringify(alertmanagerConfig));
    const clusterPorts: number[] = [];
    for (let i = 0; i < ALERTMANAGERS; i++) clusterPorts.push(await freePort());
    const alertmanagersStarting = clusterPorts.map(async (clusterPort, i) =>
      startProgram(
        `alertmanager-${i + 1}`,
        bin.alertmanager,
        await freePort(),
        [
          `--config.file=${path.join(folder, 'alertmanager.yml')}`,
          `--storage.path=${path.join(folder, `alertmanager-${i + 1}`)}`,
          `--cluster.listen-address=127.0.0.1:${clusterPort}`,
          ...clusterPorts.map((peer) => `--cluster.peer=127.0.0.1:${peer}`),
          ...clusterFlags,
        ],
        '/-/ready',
      ),
    );
    const [nodeExporter, postgresExporter, redisExporter, blackboxExporter, ...alertmanagers] =
      await Promise.all([
        nodeExporterStarting,
        postgresExporterStarting,
        redisExporterStarting,
        blackboxStarting,
        ...alertmanagersStarting,
      ]);

    // Prometheus: the product, the backup host, the probes of the product's address, every
    // Alertmanager and itself; rules evaluated every second.
    const rulesDir = path.join(deployDir, 'prometheus');
    const config = parse(await readFile(path.join(rulesDir, 'prometheus.yml'), 'utf8')) as {
      global: Record<string, string>;
      rule_files: string[];
      alerting: { alertmanagers: Array<{ static_configs: Array<{ targets: string[] }> }> };
      scrape_configs: Array<{
        job_name: string;
        authorization?: { credentials_file: string };
        static_configs: Array<{ targets: string[]; labels?: Record<string, string> }>;
        relabel_configs?: Array<{ target_label?: string; replacement?: string }>;
      }>;
    };
    config.global = { ...config.global, scrape_interval: '1s', evaluation_interval: '1s' };
    config.rule_files = config.rule_files.map((file) => path.join(rulesDir, file));
    config.alerting.alertmanagers = [
      { static_configs: [{ targets: alertmanagers.map((a) => new URL(a.url).host) }] },
    ];
    const prometheusPort = await freePort();
    const product = new URL(options.productUrl);
    const targets: Record<string, string[]> = {
      'invierte-api': [product.host],
      'invierte-hosts': [new URL(nodeExporter!.url).host],
      postgres: [new URL(postgresExporter!.url).host],
      redis: [new URL(redisExporter!.url).host],
      'invierte-probes': [],
      alertmanager: alertmanagers.map((a) => new URL(a.url).host),
      prometheus: [`127.0.0.1:${prometheusPort}`],
    };
    for (const job of config.scrape_configs) {
      const jobTargets = targets[job.job_name];
      if (!jobTargets)
        throw new Error(`prometheus.yml scrapes ${job.job_name}, which the journey does not run`);
      // A probe's target is the same path on the TLS front in place of the public address.
      if (job.job_name === 'invierte-probes') {
        const publicAddress = front!.url;
        for (const group of job.static_configs)
          group.targets = group.targets.map(
            (target) => new URL(new URL(target).pathname, publicAddress).href,
          );
        const exporter = job.relabel_configs?.find((r) => r.target_label === '__address__');
        exporter!.replacement = new URL(blackboxExporter!.url).host;
        continue;
      }
      job.static_configs = [{ targets: jobTargets }];
      if (job.authorization) job.authorization.credentials_file = path.join(folder, 'token');
    }
    await writeFile(path.join(folder, 'token'), options.metricsToken);
    await writeFile(path.join(folder, 'prometheus.yml'), stringify(config));
    const prometheus = await startProgram(
      'prometheus',
      bin.prometheus,
      prometheusPort,
      [
        `--config.file=${path.join(folder, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(folder, 'data')}`,
        // Firing alerts sent every second (every minute by default), each valid for four sends: an
        // alert Prometheus no longer sends ends in Alertmanager within seconds instead of minutes.
        '--rules.alert.resend-delay=1s',
      ],
      '/-/ready',
    );

    return {
      prometheusUrl: prometheus.url,
      /** Stops Prometheus, as a crash would leave the monitoring. */
      stopPrometheus: prometheus.stop,
      /** The cluster's Alertmanagers, each with its address and a way to stop it. */
      alertmanagers: alertmanagers.map(({ url, stop }) => ({ url, stop })),
      /** The messages Alertmanager handed the SMTP relay. */
      mail: smtp.received,
      /** The events Alertmanager posted to PagerDuty (and PagerDuty accepted). */
      pages: pagerDuty.events,
      /** Makes PagerDuty refuse every event from now on (true), or accept them again (false). */
      refusePages: (refusing: boolean) => {
        pagerDuty.state.refusing = refusing;
      },
      /** When each beat of the heartbeat reached the dead man's switch (ms since the epoch). */
      beats: heartbeat.beats,
      /** The redis-server redis_exporter watches (the deployment's settings, on loopback). */
      redisUrl: redis!.url,
      backupMetricsFile,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type MonitoringStack = Awaited<ReturnType<typeof startMonitoringStack>>;
