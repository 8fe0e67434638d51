// Runs before every test file. If the TZ setting were silently ignored (or a
// shared worker kept another project's zone), every date test would pass in
// one zone and prove nothing, so stop the file instead.
const expected = process.env.TZ;
const actual = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (!expected || actual !== expected) {
  throw new Error(`Tests must run in the time zone TZ=${expected ?? '(unset)'}, but this worker is in ${actual}.`);
}
