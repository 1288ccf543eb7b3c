import { isStoreUnreachable } from '../store/unreachable';

/** What the handler logs with (the server's pino logger). */
interface LastResortLogger {
  error(object: unknown, message: string): void;
  fatal(object: unknown, message: string): void;
}

/** The part of `process` the handler uses: its events and its exit. */
interface ProcessLike {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  exit(code: number): never | void;
}

/**
 * The process's last resort, for an error no code caught. A database that cannot be reached is
 * recoverable (the pool reconnects): logged, and the server carries on. Anything else leaves the
 * process in a state nobody planned: logged as fatal and the process exits with status 1, for its
 * supervisor (systemd, the container runtime) to start it again.
 */
export function installLastResort(process: ProcessLike, log: LastResortLogger): void {
  const handle = (kind: string) => (reason: unknown) => {
    if (isStoreUnreachable(reason)) {
      log.error({ err: reason, kind }, 'database unreachable (not caught); the server carries on');
      return;
    }
    log.fatal({ err: reason, kind }, 'unrecoverable error; the server exits for its supervisor to restart it');
    process.exit(1);
  };
  process.on('uncaughtException', handle('uncaught exception'));
  process.on('unhandledRejection', handle('unhandled rejection'));
}
