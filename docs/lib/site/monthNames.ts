/**
 * English month names, January first. The site writes dates from them instead of with `Intl`:
 * the first `Intl` date formatter of a page load costs a throttled phone about 50 ms, and the
 * text is the same in every browser and on the server.
 */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
