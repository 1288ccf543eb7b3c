import { shiftedDate, testClockOffset } from './test-clock';

/**
 * Shifts this process's clock as `QUAI_TEST_NOW` asks; a refused value stops the process with its
 * reason. Imported first by the server entries (`main.ts`, `dev.ts`), so it runs before any of
 * the server's code. In the built server, the packages and shared chunks it imports are loaded
 * just before: none of them reads the clock while loading, only when called, so all agree.
 */
function installTestClock(): void {
  let offset: number | undefined;
  try {
    offset = testClockOffset(process.env, Date.now());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (offset !== undefined) globalThis.Date = shiftedDate(Date, offset);
}

installTestClock();
