import { shiftedDate, testClockOffset } from './test-clock';

/**
 * Shifts this process's clock as `QUAI_TEST_NOW` asks; a refused value stops the process with its
 * reason. Imported first by the server entries (`main.ts`, `dev.ts`), before any module that
 * reads the time.
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
