/**
 * The instant the server under test starts its clock at (`QUAI_TEST_NOW`), and browsers where
 * their own clock matters: a Thursday at 08:00 in Paris. The morning board lists several lines
 * whatever the hour the tests run; the embedded timetable's calendar covers it, and the editorial
 * traffic messages, service alerts and crisis items are all current then.
 */
export const TEST_NOW = '2026-11-26T08:00:00+01:00';

/**
 * Whether servers started by the tests run on TEST_NOW. The benchmarks run the server as
 * production, which refuses a test clock: they, and the addresses they ask for, use the machine's.
 */
export const serversUseTestClock = () => process.env.NODE_ENV !== 'production';

/** A day in Paris (yyyy-MM-dd) `days` after the test's today. */
export function testDay(days = 0): string {
  const today = serversUseTestClock() ? Date.parse(TEST_NOW) : Date.now();
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(today + days * 24 * 3600_000));
}
