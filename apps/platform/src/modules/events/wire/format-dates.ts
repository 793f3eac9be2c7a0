/** The `dateAndTimeSettings.formatted` texts, in the event's own time zone (en-US, as the demo site's). */
export interface FormattedDates {
  dateAndTime: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export function formatEventDates(
  start: Date,
  end: Date,
  timeZone: string,
  locale = 'en-US',
): FormattedDates {
  const date = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'long' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  const startDate = date.format(start);
  const endDate = date.format(end);
  const startTime = time.format(start);
  const endTime = time.format(end);
  const until = startDate === endDate ? endTime : `${endDate}, ${endTime}`;
  return {
    dateAndTime: `${startDate}, ${startTime} – ${until}`,
    startDate,
    startTime,
    endDate,
    endTime,
  };
}
