/**
 * A clock for code that waits (the deposit poller, the quote window): it moves only when the code
 * under test sleeps or a test advances it, and records each wait, so a test runs at once and can
 * check the schedule.
 */
export function fakeClock(start = 0) {
  let time = start
  const slept: number[] = []
  return {
    slept,
    now: () => time,
    sleep: async (ms: number) => {
      slept.push(ms)
      time += ms
    },
    advance: (ms: number) => {
      time += ms
    },
  }
}
