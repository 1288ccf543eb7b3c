/**
 * `QUAI_TEST_NOW`: the instant a server under test starts its clock at. Boards, results, date
 * windows, demo data and toasts then give the same answers whatever the hour and the day the
 * tests run. The clock flows on from that instant: the process's `Date` is shifted by a fixed
 * offset, so every `Date.now()` and `new Date()` of the server agrees without being handed a
 * clock. `install-test-clock.ts` applies it, first thing in the server entries.
 */
const TEST_NOW_VARIABLE = 'QUAI_TEST_NOW';

/**
 * How far the clock runs ahead of the machine's (milliseconds), or undefined when the variable is
 * unset. Refused in production (a site must never show another day's trains) and when the value
 * is not an ISO instant.
 */
export function testClockOffset(environment: NodeJS.ProcessEnv, machineNow: number): number | undefined {
  const value = environment[TEST_NOW_VARIABLE];
  if (value === undefined || value === '') return undefined;
  if (environment.NODE_ENV === 'production') {
    throw new Error(`${TEST_NOW_VARIABLE} is for tests only and is refused when NODE_ENV=production: unset it to start the server.`);
  }
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) {
    throw new Error(`${TEST_NOW_VARIABLE} must be an ISO instant with its offset, such as 2026-11-26T08:00:00+01:00 (got "${value}").`);
  }
  return instant - machineNow;
}

/** A `Date` whose "now" (no argument, `Date.now()`, calls without `new`) runs `offset` ms ahead; every other use is the real one. */
export function shiftedDate(RealDate: DateConstructor, offset: number): DateConstructor {
  const now = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new RealDate(now()).toString();
    // new.target keeps subclasses (`class X extends Date`) constructing their own instances.
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  return ShiftedDate as unknown as DateConstructor;
}
