import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuditVerification } from '@invierte/domain';
import type { AppConfig } from '../../../config.ts';
import { canonicalJson } from '../../../shared/canonical-json.ts';
import type { IncidentLog, Incidents } from '../../../shared/incidents.ts';

/** The chain's head at one moment: its newest row, that row's hash and how many rows it held. */
export interface AnchorContent {
  id: number;
  hash: string;
  rows: number;
  at: string;
}

/** An anchor with its Ed25519 signature (base64) over the content in canonical JSON. */
export interface SignedAnchor extends AnchorContent {
  signature: string;
}

/**
 * Where anchors are kept: outside the database, append-only, kept by operations (a file here; a
 * write-once bucket or another server could implement the same two calls).
 */
export interface AnchorStore {
  append(anchor: SignedAnchor): Promise<void>;
  /** Every anchor written, oldest first. */
  list(): Promise<SignedAnchor[]>;
}

/** JSON lines in `dir/anchors.jsonl`, only ever appended to. */
export function fileAnchorStore(dir: string): AnchorStore {
  const file = path.join(dir, 'anchors.jsonl');
  return {
    async append(anchor) {
      await mkdir(dir, { recursive: true });
      await appendFile(file, `${JSON.stringify(anchor)}\n`, { mode: 0o600 });
    },
    async list() {
      if (!existsSync(file)) return [];
      return (await readFile(file, 'utf8'))
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as SignedAnchor);
    },
  };
}

/**
 * The signing key: AUDIT_ANCHOR_KEY when set (a PEM the database never sees), else a key file under
 * the data folder, generated on first use for the embedded default (readable by its owner only).
 */
function signingKey(config: AppConfig): KeyObject {
  if (config.auditAnchors.key) return createPrivateKey(config.auditAnchors.key.replace(/\\n/g, '\n'));
  const file = path.join(config.dataDir, 'audit-anchor-key.pem');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  }
  return createPrivateKey(readFileSync(file, 'utf8'));
}

export interface AuditAnchors {
  store: AnchorStore;
  sign(content: AnchorContent): SignedAnchor;
  /** Whether the anchor's signature is this key's over its content. */
  verify(anchor: SignedAnchor): boolean;
}

const anchorsByConfig = new WeakMap<AppConfig, AuditAnchors>();

/** The configuration's anchors: its key and its store (one per configuration). */
export function auditAnchors(config: AppConfig, store?: AnchorStore): AuditAnchors {
  const known = anchorsByConfig.get(config);
  if (known && !store) return known;
  const privateKey = signingKey(config);
  const publicKey = createPublicKey(privateKey);
  const bytes = (c: AnchorContent) =>
    Buffer.from(canonicalJson({ id: c.id, hash: c.hash, rows: c.rows, at: c.at }));
  const anchors: AuditAnchors = {
    store: store ?? fileAnchorStore(config.auditAnchors.dir),
    sign: (content) => ({ ...content, signature: sign(null, bytes(content), privateKey).toString('base64') }),
    verify: (anchor) => {
      try {
        return verify(null, bytes(anchor), publicKey, Buffer.from(anchor.signature, 'base64'));
      } catch {
        return false;
      }
    },
  };
  if (!store) anchorsByConfig.set(config, anchors);
  return anchors;
}

/**
 * Anchors the audit chain's head every `intervalMinutes` (0: never) while the API runs: the chain is
 * verified against the anchors so far, and only a head that holds is signed (`verifyAuditLog`). A
 * chain that no longer verifies, or an anchor that could not be written, is an incident: logged and
 * counted for the alert (docs/runbook.md), never only a result nobody reads.
 */
export function anchorOnTimer(
  config: AppConfig,
  anchorHead: () => Promise<AuditVerification>,
  incidents: Incidents,
  log: IncidentLog,
): () => void {
  if (!config.auditAnchors.intervalMinutes) return () => undefined;
  const timer = setInterval(() => {
    anchorHead().then(
      (result) => {
        if (!result.ok)
          incidents.report(
            log,
            'audit.chain.broken',
            { broken: result.broken, rows: result.rows },
            'the audit chain no longer verifies; its head was not anchored',
          );
      },
      (err: unknown) => incidents.report(log, 'audit.anchor.failed', { err }, 'audit anchor failed'),
    );
  }, config.auditAnchors.intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
