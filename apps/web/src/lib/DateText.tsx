import { formatDate } from './formatDate';

/**
 * A date as readers write it ("7 January 2027"), in a `<time>`, which @wh/ui's reset keeps on
 * one line: a date split over two lines is easily misread.
 *
 * @example
 * <DateText iso="2027-01-07" />
 */
export function DateText({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>{formatDate(iso)}</time>
  );
}
