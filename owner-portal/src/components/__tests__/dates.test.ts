import { provideRenderTimeZone } from 'shared-api/contract/locale';
import { formatCalendarDate, formatMoment } from '../dates';

afterEach(() => provideRenderTimeZone(() => undefined));

test('a moment is written in the time zone the page is rendered in, whatever the process runs in', () => {
  provideRenderTimeZone(() => 'Asia/Tokyo');
  expect(formatMoment('2026-11-23T20:30:00Z')).toBe('Nov 24, 2026, 5:30 AM');
  provideRenderTimeZone(() => 'America/New_York');
  expect(formatMoment('2026-11-23T20:30:00Z')).toBe('Nov 23, 2026, 3:30 PM');
});

test('a calendar date is the same day in every time zone', () => {
  provideRenderTimeZone(() => 'Pacific/Honolulu');
  expect(formatCalendarDate('2026-12-01')).toBe('Dec 1, 2026');
});
