// The nights of a stay as a traveller names them, not as days: "tonight" and "Monday night" are one night, "next Friday
// and Saturday" two, "add Tuesday night too" one more after the nights already searched, and "the same in Chiang Mai
// after that" the same number of nights from the day the last stay ends. Dates are ISO days (YYYY-MM-DD).
import { addDays, toIso } from './dates';
import type { AstraEntities, AstraMemory } from './types';

const dayAfter = (iso: string, days = 1) => toIso(addDays(new Date(`${iso}T00:00:00Z`), days));
const daysFrom = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const weekdayWord = '(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?';
const weekdayOf = (word: string) => weekdays.findIndex((day) => day.startsWith(word.slice(0, 3)));

/** A stay named by its night ("tonight", "for Monday night", "tomorrow night"): one night. */
const namesOneNight = /\b(?:tonight|tonite|(?:to)?night)\b/;

/** "Add Tuesday night too", "we'll stay tomorrow night as well", "one more night on Friday": a night added to the stay. */
const addsNight =
  /\b(?:add|extend|another|extra|one more)\b[^.?!]*\bnights?\b|\bnights?\b[^.?!]*\b(?:too|as well|also)\b|\b(?:also|too) (?:stay|for)\b[^.?!]*\bnights?\b/;

/** "Friday and Saturday (nights)": two named days joined, the last the last night. */
const twoNamedNights = new RegExp(`\\b(${weekdayWord})(?: nights?)? (?:and|&|\\+) (${weekdayWord})\\b`);

/** "The same in Chiang Mai after that": the next stay starts where the last one ended. */
const followsOn = /\b(?:after (?:that|this|it|there)|afterwards|straight after|right after)\b/;

/**
 * The hotel search's nights read from the message and the stay searched before: changes `asked` in place (what the
 * engine remembers is read from it) and returns it.
 */
export function withStayNights(asked: AstraEntities, lower: string, memory: AstraMemory): AstraEntities {
  const before = memory.lastIntent === 'hotel' ? memory : undefined;
  if (asked.startDate && !asked.endDate && !asked.durationDays) {
    if (before?.startDate && addsNight.test(lower) && asked.startDate >= before.startDate) {
      const lastNight = before.endDate ? dayAfter(before.endDate, -1) : before.startDate;
      if (asked.startDate > lastNight) {
        asked.endDate = dayAfter(asked.startDate);
        asked.startDate = before.startDate;
        return asked;
      }
    }
    const pair = twoNamedNights.exec(lower);
    if (pair) {
      const read = new Date(`${asked.startDate}T00:00:00Z`).getUTCDay();
      const [first, last] = [weekdayOf(pair[1]!), weekdayOf(pair[2]!)];
      const apart = (last - first + 7) % 7 || 7;
      // (The day read may be either one: "next Friday and Saturday" reads Friday, "for Friday and Saturday" Saturday.)
      if (read === first && last >= 0) {
        asked.endDate = dayAfter(asked.startDate, apart + 1);
        return asked;
      }
      if (read === last && first >= 0) {
        asked.endDate = dayAfter(asked.startDate);
        asked.startDate = dayAfter(asked.startDate, -apart);
        return asked;
      }
    }
    if (namesOneNight.test(lower)) asked.endDate = dayAfter(asked.startDate);
    return asked;
  }
  if (!asked.startDate && !asked.endDate && before?.startDate && before.endDate && followsOn.test(lower)) {
    const nights = asked.durationDays ?? daysFrom(before.startDate, before.endDate);
    asked.startDate = before.endDate;
    asked.endDate = dayAfter(before.endDate, nights);
  }
  return asked;
}
