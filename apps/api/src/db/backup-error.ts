/** A backup or restore that cannot go on: the message is for the operator, the command prints it. */
export class BackupError extends Error {
  override name = 'BackupError';
}
