import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push-provider.ts';

/** One line of the built-in provider's record. */
export interface RecordedPush {
  at: string;
  deviceId: string;
  userId: string;
  endpoint: string;
  message: PushMessage;
}

export interface RecordingPushProvider extends PushProvider {
  readonly name: 'recording';
  /** Every message recorded so far, oldest first, read back from the file. */
  recorded(): Promise<RecordedPush[]>;
}

/**
 * The built-in default: sends nothing and appends each message it would have sent, as one JSON line,
 * to `<folder>/sent.jsonl` (DATA_DIR/push), where an operator or a test can read it.
 */
export function createRecordingPushProvider(
  folder: string,
  publicKey: string,
  now: () => Date = () => new Date(),
): RecordingPushProvider {
  const file = path.join(folder, 'sent.jsonl');
  return {
    name: 'recording',
    publicKey,
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      const line: RecordedPush = {
        at: now().toISOString(),
        deviceId: target.deviceId,
        userId: target.userId,
        endpoint: target.subscription.endpoint,
        message,
      };
      await mkdir(folder, { recursive: true });
      await appendFile(file, `${JSON.stringify(line)}\n`);
      return 'sent';
    },
    async recorded() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedPush);
    },
  };
}
