import { antenatalCareFor, myPregnancyTool } from '@wh/content';
import { antenatalCalendar, type AntenatalScheduleProgress, type Country } from '@wh/core';
import { siteOrigins } from '../../config';
import { saveDownload } from '../../lib/saveDownload';

/**
 * Offers the schedule as an iCalendar file, made here in the browser: no server sees the dates.
 * MyPregnancy.tsx loads this module only when the reader presses "Add to calendar": the
 * iCalendar writer is not needed to show her schedule, so the page does not send it to everyone.
 */
export function downloadCalendar(country: Country, schedule: AntenatalScheduleProgress<Country>) {
  const care = antenatalCareFor(country);
  const text = antenatalCalendar(schedule, {
    describe: (item) => {
      const words = care.items[item.id as keyof typeof care.items];
      return { summary: words.title, description: [words.when, ...words.whatHappens].join('\n\n') };
    },
    name: myPregnancyTool.calendarName,
    uidDomain: new URL(siteOrigins[country]).hostname,
  });
  saveDownload(text, 'text/calendar', 'my-antenatal-appointments.ics');
}
